extension Routing {
    /// This router and every router attached below it, drawn as a tree of RIB names:
    ///
    ///     Root
    ///     └── LoggedIn
    ///         ├── TodoList
    ///         └── DetailContents
    func treeDescription() -> String {
        var lines = [ribName]
        appendChildren(to: &lines, indent: "")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Private

    private var ribName: String {
        let typeName = String(describing: type(of: self))
        return typeName.hasSuffix("Router") ? String(typeName.dropLast("Router".count)) : typeName
    }

    private func appendChildren(to lines: inout [String], indent: String) {
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            lines.append(indent + (isLast ? "└── " : "├── ") + child.ribName)
            child.appendChildren(to: &lines, indent: indent + (isLast ? "    " : "│   "))
        }
    }
}
