//  Then's way of configuring an object where it is made (devxoul/Then, written again here): a
//  protocol with an extension, adopted by NSObject, which on iOS makes every view, layer and
//  gesture recognizer `.then`-able.
import UIKit

public protocol Then {}

extension Then where Self: AnyObject {
    @discardableResult
    public func then(_ block: (Self) throws -> Void) rethrows -> Self {
        try block(self)
        return self
    }
}

extension NSObject: Then {}

/// A card made as Then's users write it.
@MainActor
func thenStyleCard() -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)).then {
        $0.backgroundColor = .systemBlue
        $0.layer.cornerRadius = 12
    }
    let title = UILabel().then {
        $0.text = "Then"
        $0.frame = CGRect(x: 16, y: 16, width: 100, height: 20)
    }
    card.addSubview(title)
    card.layer.addSublayer(CAShapeLayer().then { $0.lineWidth = 3 })
    card.addGestureRecognizer(UITapGestureRecognizer().then { $0.numberOfTapsRequired = 2 })
    return card
}
