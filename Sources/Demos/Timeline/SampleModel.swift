import Foundation
import Views

/// Seed 001's view model, as the article defines it.
public enum Tweet {
    public enum User {
        public struct ViewModel: Hashable, Sendable {
            public let username: String
            public let displayName: String
            public let avatar: Image?
        }
    }

    public enum Media {
        public struct ViewModel: Hashable, Sendable {
            public let image: Image?
            public let size: CGSize
        }
    }

    /// A tweet: text, media or both, maybe retweeted by someone. Identity is its `id`.
    public struct ViewModel: Hashable, Sendable {
        public let id: UUID
        public let date: String
        public let author: Tweet.User.ViewModel
        public let text: String?
        public let media: Tweet.Media.ViewModel?
        public let retweetedBy: Tweet.User.ViewModel?

        public static func == (lhs: Tweet.ViewModel, rhs: Tweet.ViewModel) -> Bool { lhs.id == rhs.id }
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }

        /// The same tweet under a new identity (to cycle the sample into long timelines).
        public func copy() -> Tweet.ViewModel {
            Tweet.ViewModel(id: UUID(), date: date, author: author, text: text, media: media, retweetedBy: retweetedBy)
        }
    }
}

/// The article's fifteen sample tweets (five tweets mixed up a few times). Images are
/// generated: initials avatars and gradient media of the article's pixel size.
public enum SampleModel {
    static func avatar(_ name: String) -> Image { .initials(for: name, side: 60, shape: .circle, scale: 3) }
    static func media(_ name: String) -> Image { .gradient(seed: name, pixelSize: CGSize(width: 514, height: 315), scale: 1) }

    public static let user1 = Tweet.User.ViewModel(username: "@AppStore", displayName: "App Store", avatar: avatar("App Store"))
    public static let user2 = Tweet.User.ViewModel(username: "@AppleArcade", displayName: "Apple Arcade", avatar: avatar("Apple Arcade"))
    public static let tweets: [Tweet.ViewModel] = [
        Tweet.ViewModel(id: UUID(), date: "5h", author: SampleModel.user1, text: "\"We’re trying to use astrology as a jumping-off point for a new kind of reality.\" ✨\n\nWe spoke to @CoStarAstrology founder and CEO Banu Guler about why people turn to the stars, and how to adapt a 4,000-year-old system into an app: apple.co/CoStarAstrology", media: Tweet.Media.ViewModel(image: SampleModel.media("tweet1"), size: CGSize(width: 514, height: 315)), retweetedBy: nil),
        Tweet.ViewModel(id: UUID(), date: "8h", author: SampleModel.user1, text: "Prepare for a trip into the underworld! 😈\n\nIn Pinstripe you'll guide Tim as he navigates this dark realm, faces his inner demons, and deals with the actual suit-wearing demon who’s running the place: apple.co/Pinstripe", media: Tweet.Media.ViewModel(image: SampleModel.media("tweet2"), size: CGSize(width: 514, height: 315)), retweetedBy: nil),
        Tweet.ViewModel(id: UUID(), date: "12h", author: SampleModel.user2, text: "Discover the top Apple Arcade games of 2021! 🎉⭐️\n\nPlay now: apple.co/topgames21", media: nil, retweetedBy: SampleModel.user1),
        Tweet.ViewModel(id: UUID(), date: "14h", author: SampleModel.user1, text: nil, media: Tweet.Media.ViewModel(image: SampleModel.media("tweet4"), size: CGSize(width: 514, height: 315)), retweetedBy: nil),
        Tweet.ViewModel(id: UUID(), date: "16h", author: SampleModel.user1, text: "2022 is the year you rethink what yoga can do. 🧘♀️\n\nAsana Rebel is a yoga-inspired workout app that caters to all fitness levels. Even if you don’t know your chakra from your elbow, it can help you lose weight, improve flexibility, and build strength: apple.co/-AsanaRebel", media: Tweet.Media.ViewModel(image: SampleModel.media("tweet5"), size: CGSize(width: 514, height: 315)), retweetedBy: nil),
        Tweet.ViewModel(id: UUID(), date: "22h", author: SampleModel.user1, text: "\"We’re trying to use astrology as a jumping-off point for a new kind of reality.\" ✨\n\nWe spoke to @CoStarAstrology founder and CEO Banu Guler about why people turn to the stars, and how to adapt a 4,000-year-old system into an app: apple.co/CoStarAstrology", media: Tweet.Media.ViewModel(image: SampleModel.media("tweet1"), size: CGSize(width: 514, height: 315)), retweetedBy: nil),
        Tweet.ViewModel(id: UUID(), date: "1d", author: SampleModel.user1, text: "Prepare for a trip into the underworld! 😈\n\nIn Pinstripe you'll guide Tim as he navigates this dark realm, faces his inner demons, and deals with the actual suit-wearing demon who’s running the place: apple.co/Pinstripe", media: Tweet.Media.ViewModel(image: SampleModel.media("tweet2"), size: CGSize(width: 514, height: 315)), retweetedBy: nil),
        Tweet.ViewModel(id: UUID(), date: "1d", author: SampleModel.user2, text: "Discover the top Apple Arcade games of 2021! 🎉⭐️\n\nFrom slam dunks in NBA 2K22 Arcade Edition to stealthy shenanigans in Sneaky Sasquatch, these games had us scoring, battling, and always laughing.\n\nPlay now: apple.co/topgames21", media: nil, retweetedBy: SampleModel.user1),
        Tweet.ViewModel(id: UUID(), date: "1d", author: SampleModel.user1, text: nil, media: Tweet.Media.ViewModel(image: SampleModel.media("tweet4"), size: CGSize(width: 514, height: 315)), retweetedBy: nil),
        Tweet.ViewModel(id: UUID(), date: "2d", author: SampleModel.user2, text: "2022 is the year you rethink what yoga can do. 🧘♀️\n\nAsana Rebel is a yoga-inspired workout app that caters to all fitness levels. Even if you don’t know your chakra from your elbow, it can help you lose weight, improve flexibility, and build strength: apple.co/-AsanaRebel", media: Tweet.Media.ViewModel(image: SampleModel.media("tweet5"), size: CGSize(width: 514, height: 315)), retweetedBy: SampleModel.user1),
        Tweet.ViewModel(id: UUID(), date: "2d", author: SampleModel.user1, text: "\"We’re trying to use astrology as a jumping-off point for a new kind of reality.\" ✨\n\nWe spoke to @CoStarAstrology founder and CEO Banu Guler about why people turn to the stars, and how to adapt a 4,000-year-old system into an app: apple.co/CoStarAstrology", media: Tweet.Media.ViewModel(image: SampleModel.media("tweet1"), size: CGSize(width: 514, height: 315)), retweetedBy: nil),
        Tweet.ViewModel(id: UUID(), date: "3d", author: SampleModel.user1, text: "Prepare for a trip into the underworld! 😈\n\nIn Pinstripe you'll guide Tim as he navigates this dark realm, faces his inner demons, and deals with the actual suit-wearing demon who’s running the place: apple.co/Pinstripe", media: Tweet.Media.ViewModel(image: SampleModel.media("tweet2"), size: CGSize(width: 514, height: 315)), retweetedBy: nil),
        Tweet.ViewModel(id: UUID(), date: "3d", author: SampleModel.user2, text: "Discover the top Apple Arcade games of 2021! 🎉⭐️\n\nFrom slam dunks in NBA 2K22 Arcade Edition to stealthy shenanigans in Sneaky Sasquatch, these games had us scoring, battling, and always laughing.\n\nPlay now: apple.co/topgames21", media: nil, retweetedBy: SampleModel.user1),
        Tweet.ViewModel(id: UUID(), date: "3d", author: SampleModel.user2, text: nil, media: Tweet.Media.ViewModel(image: SampleModel.media("tweet4"), size: CGSize(width: 514, height: 315)), retweetedBy: SampleModel.user1),
        Tweet.ViewModel(id: UUID(), date: "4d", author: SampleModel.user1, text: "2022 is the year you rethink what yoga can do. 🧘♀️\n\nAsana Rebel is a yoga-inspired workout app that caters to all fitness levels. Even if you don’t know your chakra from your elbow, it can help you lose weight, improve flexibility, and build strength: apple.co/-AsanaRebel", media: Tweet.Media.ViewModel(image: SampleModel.media("tweet5"), size: CGSize(width: 514, height: 315)), retweetedBy: nil),
    ]
}
