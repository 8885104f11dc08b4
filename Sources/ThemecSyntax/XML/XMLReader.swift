import CLibXML2

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads XML (XIBs, `.stringsdict` property lists) into an ``XMLElementNode`` tree with libxml2.
///
/// Safe by construction: no network (`XML_PARSE_NONET`), no DTD loading, no entity
/// substitution, an external-entity loader that refuses everything, and a depth bound. Errors
/// come back as located problems, never as text on standard error.
package struct XMLReader: Sendable {
    /// The deepest element nesting accepted.
    package var maximumDepth: Int

    /// A reader that accepts elements nested up to `maximumDepth` deep.
    package init(maximumDepth: Int = 256) {
        self.maximumDepth = maximumDepth
    }

    /// Parses `bytes` into a tree of elements with their positions, or the problems that stopped it (the
    /// root is nil whenever there is a problem).
    package func read(_ bytes: [UInt8]) -> XMLDocumentTree {
        LibXML2.prepare()
        let sink = ErrorSink()
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        // libxml2 2.9 keeps the structured handler per thread; installing it just for this
        // parse and removing it afterwards keeps parallel parses apart.
        xmlSetStructuredErrorFunc(context.toOpaque(), collectXMLError)
        defer { xmlSetStructuredErrorFunc(nil, nil) }

        guard let parser = xmlNewParserCtxt() else {
            return XMLDocumentTree(
                root: nil,
                problems: [
                    .init(
                        kind: .syntax, message: "the XML parser could not start",
                        position: .start)
                ])
        }
        defer { xmlFreeParserCtxt(parser) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOBLANKS.rawValue)
        guard !bytes.isEmpty else {
            return XMLDocumentTree(
                root: nil,
                problems: [
                    .init(
                        kind: .syntax, message: "the file is empty; expected an XML document",
                        position: .start)
                ])
        }
        guard bytes.count < Int32.max else {
            return XMLDocumentTree(
                root: nil,
                problems: [
                    .init(
                        kind: .syntax, message: "the file is larger than 2 GB",
                        position: .start)
                ])
        }
        let document: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlCtxtReadMemory(parser, chars.baseAddress, Int32(chars.count), "input.xml", nil, options)
            }
        }
        defer { if let document { xmlFreeDoc(document) } }

        var problems = sink.problems
        guard let document, problems.isEmpty, parser.pointee.wellFormed != 0 else {
            if problems.isEmpty {
                problems.append(.init(kind: .syntax, message: "the document is not well-formed XML", position: .start))
            }
            return XMLDocumentTree(root: nil, problems: problems)
        }
        if let subset = document.pointee.intSubset, Self.declaresEntities(subset) {
            problems.append(
                .init(
                    kind: .entity, message: "the document declares entities; themec does not expand them",
                    position: Self.position(of: "<!ENTITY", in: bytes)))
        }
        var builder = TreeBuilder(bytes: bytes, maximumDepth: maximumDepth)
        let root = xmlDocGetRootElement(document).flatMap { builder.build($0) }
        problems += builder.problems
        return XMLDocumentTree(root: problems.isEmpty ? root : nil, problems: problems)
    }

    /// The position of the first occurrence of `marker` in `bytes` (the start when absent).
    static func position(of marker: String, in bytes: [UInt8]) -> SourcePosition {
        let needle = Array(marker.utf8)
        var line = 1
        var lineStart = 0
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) {
                return SourcePosition(line: line, column: index - lineStart + 1)
            }
            index += 1
        }
        return .start
    }

    private static func declaresEntities(_ subset: UnsafeMutablePointer<xmlDtd>) -> Bool {
        var child = subset.pointee.children
        while let node = child {
            if node.pointee.type == XML_ENTITY_DECL { return true }
            child = node.pointee.next
        }
        return false
    }
}

/// One-time, process-wide libxml2 set-up.
private enum LibXML2 {
    static let prepared: Bool = {
        xmlInitParser()
        // Never read an external entity or DTD from disk or network, whatever the options.
        xmlSetExternalEntityLoader { _, _, _ in nil }
        return true
    }()

    static func prepare() { _ = prepared }
}

/// Collects the errors libxml2 reports during one parse.
private final class ErrorSink {
    var problems: [ReaderProblem] = []
}

private func collectXMLError(_ context: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {
    guard let context, let error else { return }
    let sink = Unmanaged<ErrorSink>.fromOpaque(context).takeUnretainedValue()
    // Warnings (level 1) such as an unknown encoding alias are not failures of the document.
    guard error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    var message = error.pointee.message.map { String(cString: $0) } ?? "invalid XML"
    while message.last?.isNewline == true { message.removeLast() }
    // libxml2 ends its size and depth limits with advice for programmers ("use XML_PARSE_HUGE
    // option"); themec never lifts those limits, so the advice would only mislead.
    if let advice = message.firstRange(of: " use XML_PARSE_HUGE option")
        ?? message.firstRange(of: ", use XML_PARSE_HUGE option")
    {
        message.removeSubrange(advice.lowerBound...)
    }
    let line = max(1, Int(error.pointee.line))
    let column = max(1, Int(error.pointee.int2))
    let kind: ReaderProblem.Kind =
        error.pointee.code == XML_ERR_UNDECLARED_ENTITY.rawValue
            || error.pointee.code == XML_WAR_UNDECLARED_ENTITY.rawValue
        ? .entity : .syntax
    sink.problems.append(
        ReaderProblem(kind: kind, message: message, position: SourcePosition(line: line, column: column)))
}

/// Copies libxml2's tree into Swift values, computing each element's column from the source.
private struct TreeBuilder {
    let bytes: [UInt8]
    let maximumDepth: Int
    var problems: [ReaderProblem] = []
    private var lineStarts: [Int] = [0]
    private var cursorLine = 0
    private var cursorOffset = 0
    /// Made the first time an element starts further than ``ScalarCounts/stride`` into its line.
    private var scalarCounts: ScalarCounts?

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        lineStarts = Self.lineStarts(bytes)
    }

    /// The offset of each line's first byte, found with `memchr`.
    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let newline = memchr(base + offset, 0x0A, buffer.count - offset) {
                offset = base.distance(to: UnsafeRawPointer(newline)) + 1
                starts.append(offset)
            }
        }
        return starts
    }

    /// Builds the element and its subtree without recursion on the C side's depth: the Swift
    /// recursion is bounded by `maximumDepth`.
    mutating func build(_ node: xmlNodePtr, depth: Int = 0) -> XMLElementNode? {
        let name = Self.qualifiedName(node)
        let line = Int(xmlGetLineNo(node))
        let position = SourcePosition(line: max(line, 1), column: column(of: name, line: line))
        guard depth < maximumDepth else {
            problems.append(
                .init(
                    kind: .depthLimit, message: "elements nest deeper than \(maximumDepth) levels",
                    position: position))
            return nil
        }
        var attributes: [XMLAttribute] = []
        attributes.reserveCapacity(Self.count(node.pointee.properties) { $0.pointee.next })
        var attribute = node.pointee.properties
        while let current = attribute {
            let attributeName = current.pointee.name.map { String(cString: $0) } ?? ""
            var value = ""
            var valueNode = current.pointee.children
            while let text = valueNode {
                if text.pointee.type == XML_ENTITY_REF_NODE {
                    entityProblem(text, at: position)
                } else if let content = text.pointee.content {
                    value += String(cString: content)
                }
                valueNode = text.pointee.next
            }
            attributes.append(XMLAttribute(name: attributeName, value: value))
            attribute = current.pointee.next
        }
        var children: [XMLChild] = []
        children.reserveCapacity(Self.count(node.pointee.children) { $0.pointee.next })
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                if let element = build(current, depth: depth + 1) { children.append(.element(element)) }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { children.append(.text(String(cString: content))) }
            case XML_ENTITY_REF_NODE:
                entityProblem(current, at: position)
            default:
                break
            }
            if !problems.isEmpty && problems.last?.kind == .depthLimit { return nil }
            child = current.pointee.next
        }
        return XMLElementNode(name: name, attributes: attributes, children: children, position: position)
    }

    /// The length of the list starting at `first`, for reserving the arrays it is copied into.
    private static func count<Node>(
        _ first: UnsafeMutablePointer<Node>?,
        next: (UnsafeMutablePointer<Node>) -> UnsafeMutablePointer<Node>?
    ) -> Int {
        var count = 0
        var node = first
        while let current = node {
            count += 1
            node = next(current)
        }
        return count
    }

    private mutating func entityProblem(_ node: xmlNodePtr, at position: SourcePosition) {
        let name = node.pointee.name.map { String(cString: $0) } ?? ""
        let line = Int(xmlGetLineNo(node))
        problems.append(
            .init(
                kind: .entity, message: "entity reference '&\(name);' is not allowed; themec never expands entities",
                position: line > 0 ? SourcePosition(line: line, column: 1) : position))
    }

    private static func qualifiedName(_ node: xmlNodePtr) -> String {
        let local = node.pointee.name.map { String(cString: $0) } ?? ""
        if let ns = node.pointee.ns, let prefix = ns.pointee.prefix {
            return String(cString: prefix) + ":" + local
        }
        return local
    }

    /// The 1-based column of `<name` on `line`, searching after the previous element found on
    /// the same line (elements come in document order, so their lines never decrease).
    private mutating func column(of name: String, line: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return 1 }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        let from = line == cursorLine ? cursorOffset : start
        guard let tag = Self.tagStart(of: name, in: bytes, from: from, end: end) else { return 1 }
        cursorLine = line
        cursorOffset = tag + 1 + name.utf8.count
        // Columns count characters (continuation bytes belong to the one before them); on a long
        // line (a one-line .stringsdict) from counts made once, not from the line's start again.
        if tag - start > ScalarCounts.stride && scalarCounts == nil { scalarCounts = ScalarCounts(bytes) }
        return ScalarCounts.column(of: tag, lineStart: start, in: bytes, counts: scalarCounts).column
    }

    /// The offset of the first `<name` in `bytes[from..<end]` that ends the name: `<view` must
    /// not match `<viewLayoutGuide`, so a space, tab, `/`, `>`, line break or `end` follows.
    private static func tagStart(of name: String, in bytes: [UInt8], from: Int, end: Int) -> Int? {
        var name = name
        return name.withUTF8 { name in
            bytes.withUnsafeBufferPointer { bytes in
                var from = from
                while from + 1 + name.count <= end {
                    let after = from + 1 + name.count
                    if bytes[from] == UInt8(ascii: "<") && (after >= end || endsName(bytes[after]))
                        && (name.isEmpty || memcmp(bytes.baseAddress! + from + 1, name.baseAddress!, name.count) == 0)
                    {
                        return from
                    }
                    from += 1
                }
                return nil
            }
        }
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "\r"),
            UInt8(ascii: "\n"):
            true
        default:
            false
        }
    }
}
