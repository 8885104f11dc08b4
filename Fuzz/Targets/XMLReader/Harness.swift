import ThemecSyntax

/// Fuzzes the libxml2 wrapper on its own: whatever the bytes, a tree or located problems,
/// never both empty, never a crash, and never an entity expanded into the tree.
enum XMLReaderHarness {
    static func run(_ bytes: [UInt8]) {
        let tree = XMLReader().read(bytes)
        FuzzCheck.require(tree.root != nil || !tree.problems.isEmpty, "no tree and no problem")
        for problem in tree.problems {
            FuzzCheck.require(
                problem.position.line >= 1 && problem.position.column >= 1,
                "problem at \(problem.position) is not 1-based: \(problem.message)")
        }
        if let root = tree.root { check(root, depth: 0) }
    }

    /// Walks the tree with a stack, checking positions and the depth bound.
    private static func check(_ root: XMLElementNode, depth: Int) {
        var stack = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            FuzzCheck.require(depth < XMLReader().maximumDepth, "tree deeper than the reader's bound")
            FuzzCheck.require(node.position.line >= 1 && node.position.column >= 1, "element at \(node.position)")
            for child in node.children {
                if case .element(let element) = child { stack.append((element, depth + 1)) }
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    XMLReaderHarness.run(FuzzCheck.bytes(data, size))
    return 0
}
