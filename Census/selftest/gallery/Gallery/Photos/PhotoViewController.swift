// Census self-test (written for this project): a view controller whose bodies call a pod that
// does not exist anywhere (SomePod), whose properties hold the pod's types (one generic, one
// named through the module), and one of whose stored initial values calls it.
import UIKit
import SomePod

final class PhotoViewController: UIViewController {
    let imageView = UIImageView()
    let loader: SomePodImageLoader
    let formatter = SomePodFormatter.shared
    var cache: SomePodCache<String, UIImage>?
    var session: SomePod.Session?
    var record: PhotoRecord?
    var url: URL? {
        didSet { imageView.somePod.setImage(with: url, placeholder: "{ not a brace") }
    }
    var caption: String { SomePodFormatter.caption(for: url) }

    init(loader: SomePodImageLoader) {
        self.loader = loader
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(imageView)
        loader.prefetch { [weak self] image in
            self?.imageView.image = image
        }
    }
}
