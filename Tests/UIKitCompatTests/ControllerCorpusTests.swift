import Foundation
import Rendering
import Testing
import UIKitCompat

@Suite struct ControllerCorpusTests {
    @Test func profileControllerMadeWithInitNibNameBundleLaysOutInAWindow() throws {
        let controller = ProfileViewController(profileID: 7)
        #expect(controller.nibName == nil)
        #expect(controller.title == "Profile")
        #expect(!controller.isViewLoaded)

        let window = UIWindow(device: .iPhone15)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = controller.view!
        #expect(view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))

        // The stack starts 20 below the safe area's top, at the 16-point side margins.
        let name = controller.nameLabel.convert(controller.nameLabel.bounds, to: view)
        #expect(name.minY == view.safeAreaInsets.top + 20)
        #expect(name.minX == 16)
        let button = controller.followButton.convert(controller.followButton.bounds, to: view)
        let bio = controller.bioLabel.convert(controller.bioLabel.bounds, to: view)
        #expect(abs(bio.minY - (name.maxY + 12)) <= 1.0 / 3 + 1e-9)
        #expect(abs(button.minY - (bio.maxY + 12)) <= 1.0 / 3 + 1e-9)

        // A filled configuration button: its title plus the configuration's insets
        // (8 above and below, 20 at the sides), a blue rounded background.
        let title = controller.followButton.titleLabel!.intrinsicContentSize
        #expect(controller.followButton.intrinsicContentSize == CGSize(width: title.width + 40, height: title.height + 16))
        #expect(abs(button.width - (title.width + 40)) <= 1.0 / 3 + 1e-9)
        #expect(controller.followButton.layer.cornerRadius == 6)

        controller.followButton.sendActions(for: .touchUpInside)
        #expect(controller.followTaps == 1)

        let bitmap = try Renderer(scale: 2).bitmap(of: view)
        let blue = UIColor.systemBlue.resolvedColor(with: view.traitCollection)
        let inside = bitmap.pixel(at: CGPoint(x: button.minX + 8, y: button.midY))
        #expect(abs(inside.red - blue.red) < 0.01 && abs(inside.green - blue.green) < 0.01 && abs(inside.blue - blue.blue) < 0.01)
        // The rounded corner leaves the very corner the background's white.
        let corner = bitmap.pixel(at: CGPoint(x: button.minX + 0.5, y: button.minY + 0.5))
        #expect(corner.red > 0.9 && corner.green > 0.9)
        // The title is white on blue: some pixel of it is near white.
        let titleRect = controller.followButton.titleLabel!.convert(controller.followButton.titleLabel!.bounds, to: view)
        var whitest = 0.0
        for y in stride(from: titleRect.minY, to: titleRect.maxY, by: 0.5) {
            for x in stride(from: titleRect.minX, to: titleRect.maxX, by: 0.5) {
                whitest = max(whitest, bitmap.pixel(at: CGPoint(x: x, y: y)).red)
            }
        }
        #expect(whitest > 0.95)
    }

    @Test func requiredInitCoderCallsSuperAndBuildsADefaultController() throws {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        let controller = try #require(ProfileViewController(coder: coder))
        controller.loadViewIfNeeded()
        #expect(controller.nameLabel.text == "Loading…")
        let badge = try #require(BadgeView(coder: coder))
        #expect(badge.frame == .zero)
        #expect(badge.intrinsicContentSize == CGSize(width: 20, height: 20))
        let label = try #require(PaddedLabel(coder: coder))
        label.text = "Tag"
        let plain = UILabel()
        plain.text = "Tag"
        #expect(label.intrinsicContentSize == CGSize(width: plain.intrinsicContentSize.width + 16,
                                                     height: plain.intrinsicContentSize.height + 8))
        let avatar = try #require(AvatarView(coder: coder))
        #expect(avatar.contentMode == .scaleAspectFill && avatar.clipsToBounds && avatar.image == nil)
        let stack = ToolbarStack(coder: coder)
        #expect(stack.axis == .horizontal && stack.spacing == 8)
        #expect(UISwitch(coder: coder)?.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UIButton(coder: coder)?.buttonType == .system)
        let tableController = try #require(UITableViewController(coder: coder))
        #expect(tableController.style == .plain)
    }

    @Test func loadingHopsToTheMainQueueAndUpdatesTheLabels() async {
        let controller = ProfileViewController(profileID: 42)
        controller.loadViewIfNeeded()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            controller.load { done.resume() }
        }
        #expect(controller.nameLabel.text == "Ada Lovelace 42")
        #expect(controller.profile?.bio.hasPrefix("Wrote") == true)
    }
}
