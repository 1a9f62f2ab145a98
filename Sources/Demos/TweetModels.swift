import Foundation
import Views

/// Seed 001's view models: a tweet's author, its optional media and the user who
/// retweeted it, as the article defines them. A tweet is `Hashable` by its `id`, as
/// the article's diffable data source needs.
public enum Tweet {
    public enum User {
        public struct ViewModel: Sendable {
            public let username: String
            public let displayName: String
            public let avatar: Image?

            public init(username: String, displayName: String, avatar: Image?) {
                self.username = username
                self.displayName = displayName
                self.avatar = avatar
            }
        }
    }

    public enum Media {
        public struct ViewModel: Sendable {
            public let image: Image?
            public let size: CGSize

            public init(image: Image?, size: CGSize) {
                self.image = image
                self.size = size
            }
        }
    }

    public struct ViewModel: Hashable, Sendable {
        public let id: UUID
        public let date: String
        public let author: Tweet.User.ViewModel
        public let text: String?
        public let media: Tweet.Media.ViewModel?
        public let retweetedBy: Tweet.User.ViewModel?

        public init(id: UUID = UUID(), date: String, author: Tweet.User.ViewModel, text: String?,
                    media: Tweet.Media.ViewModel?, retweetedBy: Tweet.User.ViewModel?)
        {
            self.id = id
            self.date = date
            self.author = author
            self.text = text
            self.media = media
            self.retweetedBy = retweetedBy
        }

        public static func == (lhs: Tweet.ViewModel, rhs: Tweet.ViewModel) -> Bool { lhs.id == rhs.id }
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }

        /// The same tweet under a new identity, the `number`th (to cycle the sample into
        /// long timelines): its own identity's first half and `number` as the second,
        /// so that a long timeline costs no random numbers (`UUID()` reads
        /// `/dev/urandom` on Linux, once a row).
        public func copy(number: Int) -> Tweet.ViewModel {
            var bytes = id.uuid
            withUnsafeMutableBytes(of: &bytes) { $0.storeBytes(of: UInt64(truncatingIfNeeded: number).bigEndian, toByteOffset: 8, as: UInt64.self) }
            return Tweet.ViewModel(id: UUID(uuid: bytes), date: date, author: author, text: text, media: media,
                                   retweetedBy: retweetedBy)
        }
    }
}

/// The article's sample tweets that the demo cells show (images are placeholders
/// of the article's sizes: avatars 60 points at 3×, media 514 × 315).
public enum SampleModel {
    public static let user1 = Tweet.User.ViewModel(username: "@AppStore", displayName: "App Store",
                                                   avatar: avatar("user_appstore"))
    public static let user2 = Tweet.User.ViewModel(username: "@AppleArcade", displayName: "Apple Arcade",
                                                   avatar: avatar("user_applearcade"))

    /// An initials avatar (the project ships no image it did not make).
    static func avatar(_ name: String) -> Image {
        .initials(for: name == "user_appstore" ? "App Store" : "Apple Arcade", side: 60, shape: .roundedSquare(cornerRadius: 0), scale: 3)
    }
    static func media(_ name: String) -> Tweet.Media.ViewModel {
        Tweet.Media.ViewModel(image: mediaImage(name), size: CGSize(width: 514, height: 315))
    }

    public static let astrologyText = "\"We’re trying to use astrology as a jumping-off point for a new kind of reality.\" ✨\n\nWe spoke to @CoStarAstrology founder and CEO Banu Guler about why people turn to the stars, and how to adapt a 4,000-year-old system into an app: apple.co/CoStarAstrology"
    public static let arcadeText = "Discover the top Apple Arcade games of 2021! 🎉⭐️\n\nPlay now: apple.co/topgames21"
    public static let yogaText = "2022 is the year you rethink what yoga can do. 🧘♀️\n\nAsana Rebel is a yoga-inspired workout app that caters to all fitness levels. Even if you don’t know your chakra from your elbow, it can help you lose weight, improve flexibility, and build strength: apple.co/-AsanaRebel"

    /// Text only (the article's first tweet without its media).
    public static let textOnly = Tweet.ViewModel(date: "5h", author: user1, text: astrologyText, media: nil, retweetedBy: nil)
    /// Text and media (the article's first tweet).
    public static let textAndMedia = Tweet.ViewModel(date: "5h", author: user1, text: astrologyText,
                                                     media: media("tweet1"), retweetedBy: nil)
    /// Media only (the article's fourth tweet).
    public static let mediaOnly = Tweet.ViewModel(date: "14h", author: user1, text: nil, media: media("tweet4"),
                                                  retweetedBy: nil)
    /// Text and a retweet row (the article's third tweet).
    public static let retweet = Tweet.ViewModel(date: "12h", author: user2, text: arcadeText, media: nil,
                                                retweetedBy: user1)
    /// Text, media and a retweet row (the article's tenth tweet): the fitting benchmark's cell.
    public static let retweetWithMedia = Tweet.ViewModel(date: "2d", author: user2, text: yogaText,
                                                         media: media("tweet5"), retweetedBy: user1)
}
