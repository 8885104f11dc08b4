/// Numbers as people write them in messages: `17` rather than `17.0`.
enum NumberText {
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(.towardZero), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
