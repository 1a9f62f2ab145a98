extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)` makes them, allocated
    /// through the specialised path: `Array(repeating:count:)` allocates through an
    /// unspecialised function that looks the array's storage type up in the runtime's
    /// metadata tables on every call (a few hundred instructions), and the text engine's
    /// scratch arrays, a dozen a paragraph, paid that for each.
    @inline(__always)
    static func filled(_ value: Element, count: Int) -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(count)
        array.append(contentsOf: repeatElement(value, count: count))
        return array
    }
}
