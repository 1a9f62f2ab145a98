import Controllers
import Declarative
import Foundation
import Hosting
import Table
import Views

/// Seed 000's first attempt, as the article writes it ("This isn't the best way to
/// implement a hosting cell"): the cell answers `sizeThatFits` with the hosting
/// controller's `sizeThatFits(in:)` and sets the hosting view's size by hand in
/// `layoutSubviews`, with no constraints.
///
/// The table asks for the size at the row's width and a height of 0, and that 0 is a
/// proposal: `ComplicatedCellView`'s `frame(minHeight: 0, maxHeight: .infinity)` takes
/// it (its row collapses to the standard 44, with the table's warning) and no text
/// wraps. `fixedSize(horizontal: false, vertical: true)` on the content fixes that
/// (``HostingDemo/Approach/fixedSize``). But nothing here knows the safe area: on a
/// phone on its side the content sits under the notch, which the constraint-based
/// ``HostingCell`` avoids.
public final class SizeThatFitsHostingCell<Content: Declarative.View>: TableViewCell {
    private let hostingController = HostingController<Content?>(rootView: nil)

    public required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        hostingController.view.backgroundColor = .clear
        // The hosting view is placed by hand at the cell's edge: nothing insets it.
        hostingController.hostingViewIfLoaded.contentInsets = .none
        hostingController.view.accessibilityIdentifier = "hostingView"
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        hostingController.sizeThatFits(in: size)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        hostingController.view.frame.size = self.sizeThatFits(bounds.size)
    }

    public func set(rootView: Content) {
        self.hostingController.rootView = rootView
        if !self.contentView.subviews.contains(where: { $0 === hostingController.view }) {
            self.contentView.addSubview(hostingController.view)
        }
    }
}
