import Foundation

/// How a view fits a proposal of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }
