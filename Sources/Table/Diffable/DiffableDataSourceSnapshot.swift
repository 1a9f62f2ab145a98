import Foundation

/// The state of a table's data as identifiers (`NSDiffableDataSourceSnapshot`): sections
/// in order, each with its items in order. Identifiers must be unique; a duplicate is
/// left out and recorded in ``errors``, and `apply` refuses a snapshot with errors
/// (UIKit crashes instead).
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The section identifiers' type.
    public typealias Section = SectionIdentifierType
    /// The item identifiers' type.
    public typealias Item = ItemIdentifierType

    /// The sections, in order.
    public private(set) var sectionIdentifiers: [Section] = []
    private var itemsBySection: [[Item]] = []
    /// Where each item is, by its hash value: the items themselves are stored once, in
    /// `itemsBySection` (a dictionary keyed by items keeps a second copy of each, and a
    /// tweet's view model as identifier cost 2 KB a row; a million rows ran past 2 GB).
    private var positions: [Int: Position] = [:]
    /// Items whose hash value an item before them already has (a collision, rare).
    private var collided: [Item: Position] = [:]

    private struct Position: Hashable, Sendable {
        var section: Int32, row: Int32
    }
    /// Items marked for a new cell and a new measurement when applied.
    public private(set) var reloadedItemIdentifiers: [Item] = []
    /// Items marked to be configured again in their cell and re-measured when applied.
    public private(set) var reconfiguredItemIdentifiers: [Item] = []
    /// Sections marked for reloading when applied.
    public private(set) var reloadedSectionIdentifiers: [Section] = []
    /// What went wrong while building the snapshot (duplicates, unknown identifiers).
    public private(set) var errors: [String] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Queries

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { positions.count + collided.count }
    /// Every item, section by section.
    public var itemIdentifiers: [Item] { itemsBySection.flatMap { $0 } }

    /// The number of items in a section (0 for an unknown one).
    public func numberOfItems(inSection identifier: Section) -> Int {
        indexOfSection(identifier).map { itemsBySection[$0].count } ?? 0
    }

    /// A section's items, in order.
    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        indexOfSection(identifier).map { itemsBySection[$0] } ?? []
    }

    /// The section holding an item, or nil.
    public func sectionIdentifier(containingItem identifier: Item) -> Section? {
        position(of: identifier).map { sectionIdentifiers[Int($0.section)] }
    }

    /// The item's position among all items (sections concatenated).
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let position = position(of: identifier) else { return nil }
        return itemsBySection[..<Int(position.section)].reduce(0) { $0 + $1.count } + Int(position.row)
    }

    /// A section's index, or nil.
    public func indexOfSection(_ identifier: Section) -> Int? { sectionIdentifiers.firstIndex(of: identifier) }

    func indexPath(of identifier: Item) -> IndexPath? {
        position(of: identifier).map { IndexPath(row: Int($0.row), section: Int($0.section)) }
    }

    private func position(of identifier: Item) -> Position? {
        if let position = positions[identifier.hashValue],
           itemsBySection[Int(position.section)][Int(position.row)] == identifier
        {
            return position
        }
        return collided.isEmpty ? nil : collided[identifier]
    }

    func items(inSectionAt index: Int) -> [Item] { itemsBySection[index] }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [Section]) {
        insertSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Adds sections before another.
    public mutating func insertSections(_ identifiers: [Section], beforeSection before: Section) {
        guard let index = indexOfSection(before) else { return fail("insertSections: section \(before) is not in the snapshot") }
        insertSections(identifiers, at: index)
    }

    /// Adds sections after another.
    public mutating func insertSections(_ identifiers: [Section], afterSection after: Section) {
        guard let index = indexOfSection(after) else { return fail("insertSections: section \(after) is not in the snapshot") }
        insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [Section], at index: Int) {
        var seen = Set(sectionIdentifiers)
        var fresh: [Section] = []
        for identifier in identifiers {
            if seen.insert(identifier).inserted { fresh.append(identifier) } else {
                fail("Duplicate section identifier \(identifier): section identifiers must be unique")
            }
        }
        sectionIdentifiers.insert(contentsOf: fresh, at: index)
        itemsBySection.insert(contentsOf: fresh.map { _ in [] }, at: index)
        reindex()
    }

    /// Removes sections with their items.
    public mutating func deleteSections(_ identifiers: [Section]) {
        let doomed = Set(identifiers)
        for index in sectionIdentifiers.indices.reversed() where doomed.contains(sectionIdentifiers[index]) {
            sectionIdentifiers.remove(at: index)
            itemsBySection.remove(at: index)
        }
        reindex()
    }

    /// Marks sections for reloading: their rows get new cells and new measurements.
    public mutating func reloadSections(_ identifiers: [Section]) {
        for identifier in identifiers where indexOfSection(identifier) == nil {
            fail("reloadSections: section \(identifier) is not in the snapshot")
        }
        reloadedSectionIdentifiers += identifiers.filter { indexOfSection($0) != nil }
    }

    // MARK: Items

    /// Appends items to `section`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [Item], toSection section: Section? = nil) {
        guard let index = section.map(indexOfSection) ?? (sectionIdentifiers.isEmpty ? nil : sectionIdentifiers.count - 1) else {
            return fail(section.map { "appendItems: section \($0) is not in the snapshot" }
                ?? "appendItems: the snapshot has no sections; append one first")
        }
        let start = itemsBySection[index].count
        let fresh = unique(identifiers)
        if start == 0 { itemsBySection[index] = fresh } else { itemsBySection[index].append(contentsOf: fresh) }
        positions.reserveCapacity(positions.count + fresh.count)
        for (offset, item) in fresh.enumerated() {
            record(item, at: Position(section: Int32(index), row: Int32(start + offset)))
        }
    }

    /// Adds items before another, in its section.
    public mutating func insertItems(_ identifiers: [Item], beforeItem before: Item) {
        guard let path = indexPath(of: before) else { return fail("insertItems: item \(before) is not in the snapshot") }
        itemsBySection[path.section].insert(contentsOf: unique(identifiers), at: path.row)
        reindex()
    }

    /// Adds items after another, in its section.
    public mutating func insertItems(_ identifiers: [Item], afterItem after: Item) {
        guard let path = indexPath(of: after) else { return fail("insertItems: item \(after) is not in the snapshot") }
        itemsBySection[path.section].insert(contentsOf: unique(identifiers), at: path.row + 1)
        reindex()
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [Item]) {
        let doomed = Set(identifiers)
        for section in itemsBySection.indices {
            itemsBySection[section].removeAll { doomed.contains($0) }
        }
        reindex()
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        sectionIdentifiers = []
        itemsBySection = []
        positions = [:]
        collided = [:]
    }

    /// Moves an item before another (its height moves with it).
    public mutating func moveItem(_ identifier: Item, beforeItem other: Item) {
        moveItem(identifier, relativeTo: other, after: false)
    }

    /// Moves an item after another (its height moves with it).
    public mutating func moveItem(_ identifier: Item, afterItem other: Item) {
        moveItem(identifier, relativeTo: other, after: true)
    }

    private mutating func moveItem(_ identifier: Item, relativeTo other: Item, after: Bool) {
        guard identifier != other else { return }
        guard let from = indexPath(of: identifier) else { return fail("moveItem: item \(identifier) is not in the snapshot") }
        guard indexPath(of: other) != nil else { return fail("moveItem: item \(other) is not in the snapshot") }
        var target = indexPath(of: other)!
        itemsBySection[from.section].remove(at: from.row)
        if target.section == from.section && target.row > from.row { target.row -= 1 }
        itemsBySection[target.section].insert(identifier, at: target.row + (after ? 1 : 0))
        reindex()
    }

    /// Marks items whose cells must be made again and re-measured.
    public mutating func reloadItems(_ identifiers: [Item]) {
        for identifier in identifiers where position(of: identifier) == nil {
            fail("reloadItems: item \(identifier) is not in the snapshot")
        }
        reloadedItemIdentifiers += identifiers.filter { position(of: $0) != nil }
    }

    /// Marks items whose cells are configured again in place and re-measured (cheaper than reloading).
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        for identifier in identifiers where position(of: identifier) == nil {
            fail("reconfigureItems: item \(identifier) is not in the snapshot")
        }
        reconfiguredItemIdentifiers += identifiers.filter { position(of: $0) != nil }
    }

    // MARK: Bookkeeping

    /// `identifiers` without those already in the snapshot or earlier in the list
    /// (each recorded as an error). Without duplicates, `identifiers` itself, not a
    /// copy (a million view models are half a gigabyte).
    private mutating func unique(_ identifiers: [Item]) -> [Item] {
        // Made at the first duplicate: the identifiers kept.
        var kept: [Item]?
        // Where the first kept identifier with each hash value is (a collision falls back to a scan).
        var firstWithHash: [Int: Int] = [:]
        firstWithHash.reserveCapacity(identifiers.count)
        for (index, identifier) in identifiers.enumerated() {
            let hash = identifier.hashValue
            var duplicate = position(of: identifier) != nil
            if !duplicate, let first = firstWithHash[hash] {
                duplicate = kept.map { $0[first...].contains(identifier) } ?? identifiers[first..<index].contains(identifier)
            }
            if duplicate {
                fail("Duplicate item identifier \(identifier): item identifiers must be unique across the snapshot")
                if kept == nil { kept = Array(identifiers[..<index]) }
            } else {
                if firstWithHash[hash] == nil { firstWithHash[hash] = kept?.count ?? index }
                kept?.append(identifier)
            }
        }
        return kept ?? identifiers
    }

    /// Notes where an item now stored in `itemsBySection` is.
    private mutating func record(_ item: Item, at position: Position) {
        let hash = item.hashValue
        if let other = positions[hash], itemsBySection[Int(other.section)][Int(other.row)] != item {
            collided[item] = position
        } else {
            positions[hash] = position
        }
    }

    private mutating func reindex() {
        positions = [:]
        collided = [:]
        positions.reserveCapacity(itemsBySection.reduce(0) { $0 + $1.count })
        for (section, items) in itemsBySection.enumerated() {
            for (row, item) in items.enumerated() { record(item, at: Position(section: Int32(section), row: Int32(row))) }
        }
    }

    private mutating func fail(_ message: String) { errors.append(message) }

    /// Forgets the reload and reconfigure marks once applied.
    mutating func clearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
