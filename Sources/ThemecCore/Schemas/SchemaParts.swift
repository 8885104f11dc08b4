/// Building blocks of themec's JSON Schemas (draft 2020-12).
enum SchemaParts {
    static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`, `#` optional, any case: what ``HexColor`` reads.
    static let hexPattern = "^#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
    /// An opaque hex color: `#RRGGBBAA` only with `FF` alpha.
    static let opaqueHexPattern = "^#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{6}[Ff]{2})$"
    /// Letters, digits and underscores, not starting with a digit.
    static let identifierPattern = "^[A-Za-z_][A-Za-z0-9_]*$"

    static func string(_ description: String, pattern: String? = nil) -> JSONValue {
        var object: [String: JSONValue] = ["type": .string("string"), "description": .string(description)]
        if let pattern { object["pattern"] = .string(pattern) }
        return .object(object)
    }

    static func choice(_ values: [String], _ description: String) -> JSONValue {
        .object(["enum": .array(values.map(JSONValue.string)), "description": .string(description)])
    }

    static func reference(_ name: String, _ description: String? = nil) -> JSONValue {
        var object: [String: JSONValue] = ["$ref": .string("#/$defs/\(name)")]
        if let description { object["description"] = .string(description) }
        return .object(object)
    }

    /// A closed mapping: exactly `properties`, no other key.
    static func mapping(
        _ properties: [(String, JSONValue)], description: String, required: [String] = [],
        extra: [String: JSONValue] = [:]
    ) -> JSONValue {
        var object = extra
        object["type"] = .string("object")
        object["description"] = .string(description)
        object["additionalProperties"] = .bool(false)
        object["properties"] = .object(Dictionary(uniqueKeysWithValues: properties))
        if !required.isEmpty { object["required"] = .array(required.map(JSONValue.string)) }
        return .object(object)
    }

    /// A schema document: the dialect, a title and the root schema's members.
    static func document(title: String, _ root: JSONValue) -> JSONValue {
        guard case .object(var object) = root else { return root }
        object["$schema"] = .string(dialect)
        object["title"] = .string(title)
        return .object(object)
    }
}
