import Foundation

/// A view that turns user interaction into actions (`UIControl`): its state
/// (enabled, selected, highlighted) and the actions registered for its events.
///
/// Without Objective-C there is no `#selector`, so `addTarget(_:action:for:)`
/// does not exist: register a closure with `addAction(_:for:)` and an ``Action``,
/// as UIKit code has been able to since iOS 14. Nothing is touched on Linux, so
/// events happen when code sends them (`sendActions(for:)`).
open class Control: View {
    /// The states a control can be in, combined (`UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        /// The states as bits.
        public let rawValue: UInt
        /// States from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted: no bits.
        public static let normal: State = []
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (focus engines only).
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends (`UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events as bits.
        public let rawValue: UInt
        /// Events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved in.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved out.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (switches, sliders).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action happened.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began (text fields).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed (text fields).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended (text fields).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key (text fields).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control responds (`isEnabled`); a disabled button draws its disabled colours.
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether the control is selected (`isSelected`).
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether the control is being touched (`isHighlighted`).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }

    /// The control's state from its flags (`state`).
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Called when ``Control/isEnabled``, ``Control/isSelected`` or ``Control/isHighlighted`` changed; buttons
    /// show the new state's title, colour and image. The default does nothing.
    open func stateDidChange() {}

    /// The registered actions with their events, in the order added.
    private var registered: [(action: Action, events: Event)] = []

    /// Runs `action`'s handler whenever one of `events` is sent (`addAction(_:for:)`).
    /// An action with the identifier of one already registered replaces it, as in UIKit.
    public func addAction(_ action: Action, for events: Event) {
        if let identifier = action.identifier, let index = registered.firstIndex(where: { $0.action.identifier == identifier }) {
            registered[index] = (action, events)
        } else {
            registered.append((action, events))
        }
    }

    /// Stops running `action` for `events` (`removeAction(_:for:)`).
    public func removeAction(_ action: Action, for events: Event) {
        removeRegistrations(for: events) { $0 === action }
    }

    /// Stops running the action with `identifier` for `events` (`removeAction(identifiedBy:for:)`).
    public func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        removeRegistrations(for: events) { $0.identifier == identifier }
    }

    private func removeRegistrations(for events: Event, where matches: (Action) -> Bool) {
        registered = registered.compactMap { entry in
            guard matches(entry.action) else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Runs the handlers of the actions registered for any of `events`, in the
    /// order they were added (`sendActions(for:)`); a disabled control sends
    /// nothing, as a disabled UIKit control receives no touches.
    open func sendActions(for events: Event) {
        guard isEnabled else { return }
        for entry in registered where !entry.events.isDisjoint(with: events) {
            sendAction(entry.action)
        }
    }

    /// Runs one action's handler with this control as its sender (`sendAction(_:)`).
    open func sendAction(_ action: Action) {
        action.sender = self
        defer { action.sender = nil }
        action.handler(action)
    }

    /// The events some action is registered for (`allControlEvents`).
    public var allControlEvents: Event { registered.reduce([]) { $0.union($1.events) } }

    /// How content is placed across the control (`contentHorizontalAlignment`).
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// How content is placed up and down the control (`contentVerticalAlignment`).
    public var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    /// Horizontal placement of a control's content (`UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Hashable, Sendable { case center, left, right, fill, leading, trailing }
    /// Vertical placement of a control's content (`UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Hashable, Sendable { case center, top, bottom, fill }
}

/// A closure a control runs for its events, with a title and image for menus (`UIAction`).
///
/// ```swift
/// button.addAction(UIAction { [weak self] _ in self?.like() }, for: .touchUpInside)
/// ```
open class Action {
    /// A name that tells actions apart (`UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue` (`UIAction.Identifier("…")`).
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title, shown in menus (`title`).
    public var title: String
    /// The image, shown in menus (`image`).
    public var image: Image?
    /// The identifier, if any (`identifier`).
    public let identifier: Identifier?
    /// The closure run when the action is performed.
    public let handler: (Action) -> Void
    /// The control performing the action, while its handler runs (`sender`).
    public internal(set) weak var sender: AnyObject?

    /// An action running `handler` (`UIAction(title:image:identifier:handler:)`).
    public init(title: String = "", image: Image? = nil, identifier: Identifier? = nil,
                handler: @escaping (Action) -> Void)
    {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.handler = handler
    }
}
