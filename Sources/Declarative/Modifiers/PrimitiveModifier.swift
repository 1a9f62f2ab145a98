/// A built-in modifier: changes the environment below it and/or wraps each child node.
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func transformEnvironment(_ environment: inout EnvironmentValues)
    func wrap(_ node: Node, in context: BuildContext) -> Node
}

extension PrimitiveModifier {
    func transformEnvironment(_ environment: inout EnvironmentValues) {}
    func wrap(_ node: Node, in context: BuildContext) -> Node { node }
}
