/// The app classes declared as subclasses of kit classes (`layouts.subclasses`), followed
/// transitively: `AppDetail: MyDetail` and `MyDetail: DetailViewController` make `AppDetail` a
/// `DetailViewController`.
struct SubclassTable: Sendable {
    let superclasses: [String: String]

    init(_ superclasses: [String: String]) {
        self.superclasses = superclasses
    }

    /// Whether `candidate` is `kitClass` or a declared (possibly indirect) subclass of it.
    func isKind(_ candidate: String, of kitClass: String) -> Bool {
        ancestry(of: candidate).contains(kitClass)
    }

    /// `className` followed by its declared superclasses, nearest first; a cycle ends the chain.
    func ancestry(of className: String) -> [String] {
        var chain = [className]
        var current = className
        while let parent = superclasses[current], !chain.contains(parent) {
            chain.append(parent)
            current = parent
        }
        return chain
    }
}
