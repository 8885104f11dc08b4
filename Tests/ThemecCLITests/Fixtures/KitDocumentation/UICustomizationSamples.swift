// The code samples of the kit's documentation, verbatim, type-checked against Apple's iPhoneOS SDK
// and a kit module that themec generates (a row of SDKConfiguration.all). One kind of change only:
// the declarations a snippet needs around it are added, each under a "Support:" comment. Every
// other line is the documentation's.
import CheetahKit
import UIKit

// MARK: - UI Customization: Color Theme

public struct CheetahColorTheme: ColorTheme {

    public let primaryColor = UIColor(hex: "B1E4E3")

    public let secondaryColor = UIColor(hex: "F4364C")

}

// Support: the app delegate the first `setupTheme()` sample is a method of.
@MainActor final class ColorThemeAppDelegate {
    var window: UIWindow?

    func setupTheme() {
        ThemeManager.shared.applyColor(theme: CheetahColorTheme())
        window = CheetahAppWindow(frame: UIScreen.main.bounds)
    }
}

// MARK: - UI Customization: Text Appearance

public struct MyLargeTitle: TextAppearance {

    public var fontName: String = "Helvetica"

    public var textColor: UIColor = .blue

    public var textStyle: UIFont.TextStyle? = .largeTitle

    public var fontSize: CGFloat?

}

// Support: the appearances the text theme sample names, each shaped like `MyLargeTitle`.
typealias CheetahLargeTitle = MyLargeTitle
typealias CheetahTitle1 = MyLargeTitle
typealias CheetahTitle2 = MyLargeTitle
typealias CheetahTitle3 = MyLargeTitle
typealias CheetahHeadline = MyLargeTitle
typealias CheetahSubheadline = MyLargeTitle
typealias CheetahBody = MyLargeTitle
typealias CheetahCallout = MyLargeTitle
typealias CheetahFootnote = MyLargeTitle
typealias CheetahCaption1 = MyLargeTitle
typealias CheetahCaption2 = MyLargeTitle
typealias CheetahAlertButtonTextAppearance = MyLargeTitle
typealias CheetahTextViewTextAppearance = MyLargeTitle
typealias CheetahTextFieldTextAppearance = MyLargeTitle
typealias CheetahNormalButtonTextAppearance = MyLargeTitle
typealias CheetahDisabledButtonTextAppearance = MyLargeTitle
typealias CheetahHighlightedButtonTextAppearance = MyLargeTitle
typealias MyTextAppearance = MyLargeTitle

public struct CheetahTextTheme: TextTheme {

    public var largeTitle: TextAppearance = CheetahLargeTitle()

    public var title1: TextAppearance = CheetahTitle1()

    public var title2: TextAppearance = CheetahTitle2()

    public var title3: TextAppearance = CheetahTitle3()

    public var headline: TextAppearance = CheetahHeadline()

    public var subheadline: TextAppearance = CheetahSubheadline()

    public var body: TextAppearance = CheetahBody()

    public var callout: TextAppearance = CheetahCallout()

    public var footnote: TextAppearance = CheetahFootnote()

    public var caption1: TextAppearance = CheetahCaption1()

    public var caption2: TextAppearance = CheetahCaption2()

    public var alertButton: TextAppearance = CheetahAlertButtonTextAppearance()

    public var textView: TextAppearance = CheetahTextViewTextAppearance()

    public var textField: TextAppearance = CheetahTextFieldTextAppearance()

    public var normalButton: TextAppearance = CheetahNormalButtonTextAppearance()

    public var disabledButton: TextAppearance = CheetahDisabledButtonTextAppearance()

    public var highlightedButton: TextAppearance = CheetahHighlightedButtonTextAppearance()
}

// Support: the app delegate the second `setupTheme()` sample is a method of.
@MainActor final class TextThemeAppDelegate {
    var window: UIWindow?

    func setupTheme() {
        ThemeManager.shared.applyColor(theme: CheetahColorTheme())
        ThemeManager.shared.text = CheetahTextTheme()
        window = CheetahAppWindow(frame: UIScreen.main.bounds)
    }
}

// Support: a function around the two label samples.
@MainActor func styleSampleLabel(_ sampleLabel: UILabel) {
    sampleLabel.setTextAppearance(MyTextAppearance())
    sampleLabel.setTextStyle(.body)
}

// MARK: - UI Customization: Changing Layout of a View Controller

  class AppDetailViewController: DetailViewController {
      // Provide customization as necessary
  }

// MARK: - UI Customization: Changing Layout of a Cell

 class RewardListCollectionViewCell: UICollectionViewCell {

     @IBOutlet weak var imageView: UIImageView!
     @IBOutlet weak var titleLabel: UILabel!
     @IBOutlet weak var subtitleLabel: UILabel!
     @IBOutlet weak var expirationLabel: UILabel!
     @IBOutlet weak var dividerView: UIView!

     override func awakeFromNib() {
         super.awakeFromNib()
         dividerView.backgroundColor = .primary
         titleLabel.setTextStyle(.body, alignment: .natural)
         subtitleLabel.setTextStyle(.subheadline, alignment: .natural)
         expirationLabel.setTextStyle(.caption1, alignment: .natural)
     }
 }

// Support: the kit's list controller and the model type the sample's controller lists.
struct Reward {}

@MainActor class ListCollectionController<Item> {
    var collectionView: UICollectionView?

    func registerComponents() {}

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "", for: indexPath)
    }
}

 class RewardListController: ListCollectionController<Reward> {

     override func registerComponents() {
         collectionView?.register(RewardListCollectionViewCell.nib(),
                                 forCellWithReuseIdentifier: RewardListCollectionViewCell.nibName())
     }
     /*
         API Call
         Other list controller methods
     */
     override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
         let reuseIdentifier = RewardListCollectionViewCell.nibName()
         let dequeuedCell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier,
                                                             for: indexPath)

         guard let cell = dequeuedCell as? RewardListCollectionViewCell else {
             return dequeuedCell
         }
         /*
             Cell Customization
         */
         return cell
     }
 }

// MARK: - Kit reference: string keys looked up with `.localized`

enum MenuItem {
    case profile
    case messages
    case punchCards
    case referral
    case scan
    case terms
    case faqs
    case privacy
    case feedback
    case appInfo

    init?(stringValue: String) {
        switch stringValue {
        case "Menu.Profile".localized:
            self = .profile
        case "Menu.Messages".localized:
            self = .messages
        case "PunchCards.PunchCards".localized:
            self = .punchCards
        case "Menu.Referral".localized:
            self = .referral
        case "Menu.Scan".localized:
            self = .scan
        case "Menu.Terms".localized:
            self = .terms
        case "Menu.Faqs".localized:
            self = .faqs
        case "Menu.Privacy".localized:
            self = .privacy
        case "Menu.Feedback".localized:
            self = .feedback
        case "Menu.AppInfo".localized:
            self = .appInfo
        default:
            return nil
        }
    }

    var stringValue: String {
        switch self {
        case .profile:
            return "Menu.Profile".localized
        case .messages:
            return "Menu.Messages".localized
        case .punchCards:
            return "PunchCards.PunchCards".localized
        case .referral:
            return "Menu.Referral".localized
        case .scan:
            return "Menu.Scan".localized
        case .terms:
            return "Menu.Terms".localized
        case .faqs:
            return "Menu.Faqs".localized
        case .privacy:
            return "Menu.Privacy".localized
        case .feedback:
            return "Menu.Feedback".localized
        case .appInfo:
            return "Menu.AppInfo".localized
        }
    }
}
