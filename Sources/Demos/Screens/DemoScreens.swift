import Controllers
import Foundation
import Table

/// A screen of a seed article, as an app would show it: a name, a line saying what it
/// shows, the options it takes, and how to make its root view controller. `cells
/// render`, `cells demos` and the gallery use these.
public struct DemoScreen: Sendable {
    /// An option a screen takes (`cells render chat --strategy precomputed`): its name,
    /// its allowed values, the first being the default.
    public struct Option: Sendable {
        public let name: String
        public let values: [String]
        public let help: String

        public init(name: String, values: [String], help: String) {
            self.name = name
            self.values = values
            self.help = help
        }
    }

    public let name: String
    public let summary: String
    public let options: [Option]
    /// The navigation bar's title (when the screen's controller sets none).
    public let title: String
    /// Whether the navigation bar shows a large title (Settings does, as iOS's).
    public let prefersLargeTitles: Bool
    /// Makes the screen's view controller with the options chosen (every option
    /// present, with an allowed value: ``makeViewController(options:)`` checks).
    let make: @Sendable ([String: String]) -> ViewController

    public init(name: String, summary: String, options: [Option] = [], title: String? = nil,
                prefersLargeTitles: Bool = false, make: @escaping @Sendable ([String: String]) -> ViewController)
    {
        self.name = name
        self.summary = summary
        self.options = options
        self.title = title ?? name.capitalized
        self.prefersLargeTitles = prefersLargeTitles
        self.make = make
    }

    /// The root view controller, as an app shows it: a ``NavigationController`` holding
    /// the screen's controller (``contentController(of:)`` finds it), with `options`
    /// (by name) over the defaults.
    /// - Throws: ``DemoScreenError`` for an option the screen does not take or a value it does not allow.
    public func makeViewController(options chosen: [String: String] = [:]) throws(DemoScreenError) -> ViewController {
        let content = try makeContentController(options: chosen)
        if content.title == nil { content.title = title }
        let navigation = NavigationController(rootViewController: content)
        navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
        return navigation
    }

    /// The screen's own controller (the top of the navigation stack ``makeViewController(options:)`` makes).
    public static func contentController(of root: ViewController) -> ViewController {
        (root as? NavigationController)?.topViewController ?? root
    }

    /// The screen's controller alone, without a navigation controller around it.
    /// - Throws: ``DemoScreenError`` for an option the screen does not take or a value it does not allow.
    public func makeContentController(options chosen: [String: String] = [:]) throws(DemoScreenError) -> ViewController {
        var values: [String: String] = [:]
        for option in options { values[option.name] = option.values[0] }
        for (name, value) in chosen {
            guard let option = options.first(where: { $0.name == name }) else {
                throw .unknownOption(screen: self.name, option: name)
            }
            guard option.values.contains(value) else {
                throw .badValue(screen: self.name, option: name, value: value, allowed: option.values)
            }
            values[name] = value
        }
        return make(values)
    }
}

/// A demo screen asked for something it does not take.
public enum DemoScreenError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownOption(screen: String, option: String)
    case badValue(screen: String, option: String, value: String, allowed: [String])

    public var description: String {
        switch self {
        case let .unknownOption(screen, option): return "\(screen) takes no --\(option) option"
        case let .badValue(screen, option, value, allowed):
            return "\(screen): --\(option) must be one of \(allowed.joined(separator: ", ")), not \"\(value)\""
        }
    }
}

extension DemoScreen {
    /// Every screen, in the order of the seeds. Add a screen by adding a line here
    /// (seed 000's `hosting` screen comes with the declarative layer).
    public static let all: [DemoScreen] = [
        .timeline,
        .feed,
        .chat,
        .settings,
        .stringDrawer,
        .hosting,
    ]

    /// The screen with this name, or nil.
    public static func named(_ name: String) -> DemoScreen? { all.first { $0.name == name } }

    public static let timeline = DemoScreen(
        name: "timeline", summary: "seed 001: a Twitter timeline; the table is 2/3 wide and centred in a regular width in landscape",
        title: "Timeline", make: { _ in TimelineViewController() })

    public static let feed = DemoScreen(
        name: "feed", summary: "seed 001's timeline filled with distinct generated tweets (10,000 rows made on demand)",
        title: "Feed", make: { _ in TimelineViewController(rows: 10_000, install: { FeedDemo.install(in: $0, rows: $1) }) })

    public static let chat = DemoScreen(
        name: "chat", summary: "seed 002: 1000 chat messages; heights estimated or all measured up front, again on rotation",
        options: [Option(name: "strategy", values: ChatDemo.Strategy.allCases.map(\.rawValue),
                         help: "How heights are found: estimated as rows appear, or precomputed for every row.")],
        make: { options in ChatViewController(strategy: ChatDemo.Strategy(rawValue: options["strategy"]!)!) })

    public static let settings = DemoScreen(
        name: "settings",
        summary: "seed 003: built-in cell styles, a switch accessory, two labels side by side, a slider cell, margins",
        options: [Option(name: "style", values: ["insetGrouped", "grouped", "plain"], help: "The table's style.")],
        title: "Settings", prefersLargeTitles: true,
        make: { options in
            let styles: [String: TableView.Style] = ["insetGrouped": .insetGrouped, "grouped": .grouped, "plain": .plain]
            return SettingsViewController(style: styles[options["style"]!]!)
        })

    public static let hosting = DemoScreen(
        name: "hosting",
        summary: "seed 000: SwiftUI-shaped cells hosted in table cells, a complicated one every sixth row",
        options: [Option(name: "approach", values: HostingDemo.Approach.allCases.map(\.rawValue),
                         help: "How cells host the views: constraints, containment, size-that-fits, fixed-size (the article's steps).")],
        title: "SwiftUI Cells",
        make: { options in HostingViewController(approach: HostingDemo.Approach(rawValue: options["approach"]!)!) })

    public static let stringDrawer = DemoScreen(
        name: "string-drawer",
        summary: "seed 004: custom views whose height depends on their width, right on the first layout",
        title: "String Drawer", make: { _ in StringDrawerViewController() })
}
