// Stand-ins for ElasticTransition's Edge (Util.swift), its presentation controller and the
// ElasticTransition subclass the file names.
import AnimaticUIKit

public enum Edge: Int {
    case top, bottom, left, right
    public func opposite() -> Edge {
        switch self {
        case .left: .right
        case .right: .left
        case .bottom: .top
        case .top: .bottom
        }
    }
}

public class ElasticTransition: EdgePanTransition {}

class ElasticTransitionPresentationController: UIPresentationController {
    weak var transition: ElasticTransition?
}
