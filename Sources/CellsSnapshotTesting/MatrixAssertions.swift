import Controllers
import Foundation
import Rendering
import SnapshotTesting
import Typesetting
import Views

/// Asserts a view controller's screen in every combination of `matrix`, each against the
/// reference `__Snapshots__/<File>/<testName>.<combination>.png` (e.g.
/// `testSettings.ipad-pro-11-landscapeLeft-accessibilityLarge-dark.png`); a failing
/// combination fails on its own with its own message.
///
/// - Parameters:
///   - value: The controller, shown in a new window for each combination in turn.
///   - matrix: Devices × orientations × categories × styles.
///   - scale: Pixels per point (2 by default), as for `.image(on:)`.
///   - traits: Traits applied over each combination's, as for `.image(on:)`.
///   - precision: The share of pixels that must match, as swift-snapshot-testing defines it.
///   - perceptualPrecision: How close a pixel must be to count as matching (CIE94).
///   - record: Overrides the record mode, as in `assertSnapshot`.
///   - fileID: The calling file's ID, for the failure message.
///   - filePath: The calling file, whose `__Snapshots__` folder holds the references.
///   - testName: The test's name, the first part of each reference's name.
///   - line: The calling line, for the failure message.
///   - column: The calling column, for the failure message.
public func assertSnapshots<Value: ViewController>(
    of value: @autoclosure () throws -> Value, matrix: SnapshotMatrix, scale: CGFloat = 2,
    traits: TraitCollection = TraitCollection(), precision: Float = 1, perceptualPrecision: Float = 1,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let controller: Value
    do {
        try matrix.validate()
        controller = try value()
    } catch {
        return SnapshotError("\(error)").report()
    }
    for combination in matrix.combinations {
        assertSnapshot(of: controller,
                       as: .image(on: combination.device, orientation: combination.orientation, category: combination.category,
                                  style: combination.style, scale: scale, traits: traits, precision: precision,
                                  perceptualPrecision: perceptualPrecision),
                       named: combination.name, record: record, fileID: fileID, file: filePath, testName: testName,
                       line: line, column: column)
    }
}

/// Asserts a view or cell in every combination of `matrix`, fitted at each device's screen
/// width in its orientation, against `__Snapshots__/<File>/<testName>.<combination>.png`.
///
/// - Parameters:
///   - value: The view or cell, fitted again for each combination.
///   - matrix: Devices × orientations × categories × styles.
///   - scale: Pixels per point (2 by default), as for `.image(width:)`.
///   - traits: Traits applied over each combination's, as for `.image(width:)`.
///   - precision: The share of pixels that must match, as swift-snapshot-testing defines it.
///   - perceptualPrecision: How close a pixel must be to count as matching (CIE94).
///   - record: Overrides the record mode, as in `assertSnapshot`.
///   - fileID: The calling file's ID, for the failure message.
///   - filePath: The calling file, whose `__Snapshots__` folder holds the references.
///   - testName: The test's name, the first part of each reference's name.
///   - line: The calling line, for the failure message.
///   - column: The calling column, for the failure message.
public func assertSnapshots<Value: Views.View>(
    of value: @autoclosure () throws -> Value, matrix: SnapshotMatrix, scale: CGFloat = 2,
    traits: TraitCollection = TraitCollection(), precision: Float = 1, perceptualPrecision: Float = 1,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let view: Value
    do {
        try matrix.validate()
        view = try value()
    } catch {
        return SnapshotError("\(error)").report()
    }
    for combination in matrix.combinations {
        assertSnapshot(of: view, as: .image(width: combination.width, scale: scale,
                                            traits: combination.traits(from: traits),
                                            precision: precision, perceptualPrecision: perceptualPrecision),
                       named: combination.name, record: record, fileID: fileID, file: filePath, testName: testName,
                       line: line, column: column)
    }
}

/// Verifies a view controller's screen in every combination of `matrix` without failing
/// the test: the failure message of each combination that did not match (or was
/// recorded), by combination name; empty when all matched.
public func verifySnapshots<Value: ViewController>(
    of value: Value, matrix: SnapshotMatrix, scale: CGFloat = 2, traits: TraitCollection = TraitCollection(),
    precision: Float = 1, perceptualPrecision: Float = 1, record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil, file filePath: StaticString = #filePath, testName: String = #function
) -> [String: String] {
    do throws(SnapshotError) {
        try matrix.validate()
    } catch {
        return ["matrix": error.message]
    }
    var failures: [String: String] = [:]
    for combination in matrix.combinations {
        failures[combination.name] = verifySnapshot(
            of: value,
            as: .image(on: combination.device, orientation: combination.orientation, category: combination.category,
                       style: combination.style, scale: scale, traits: traits, precision: precision,
                       perceptualPrecision: perceptualPrecision),
            named: combination.name, record: record, snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
    }
    return failures
}

extension SnapshotMatrix.Combination {
    /// `traits` with this combination's category and style.
    func traits(from traits: TraitCollection) -> TraitCollection {
        var traits = traits
        traits.preferredContentSizeCategory = category
        traits.userInterfaceStyle = style
        return traits
    }
}
