#if canImport(UIKit)
    import UIKit

    /// An app screen that shows the kit's keys through the app's own `L10n`, under the kit's names: the kit's
    /// Menu.Settings beside the app's override of Menu.Profile, a namespace only the kit has, a plural, a key
    /// three namespaces deep and one of another table.
    final class KitKeysScreen: UIViewController {
        private let titles = UILabel()
        private let detail = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = L10n.Menu.settings
            titles.text = [L10n.Menu.profile, L10n.Menu.Help.title, L10n.Menu.Legal.terms, L10n.ok].joined(
                separator: " ")
            detail.text = [
                L10n.Reward.summary("Ada", 5), L10n.Reward.available(2), L10n.Menu.points(3),
                L10n.Menu.Help.Contact.email("Ann"), L10n.Menu.Help.Contact.phone("Bo"), L10n.Settings.Account.signOut,
                L10n.Onboarding.skip, L10n.CheetahKit_.version("2.0"), L10n.Menu.default,
            ].joined(separator: "\n")
            view.addSubview(titles)
            view.addSubview(detail)
        }
    }
#endif
