import CheetahKit
import Combine
import SwiftUI
import UIKit

/// A reward the profile lists.
struct Reward: Hashable {
    let name: String
    let points: Int
}

/// A screen whose texts all come from L10n: set once, and again on each language change.
final class ProfileViewController: UITableViewController {
    var rewards: [Reward] = []
    /// Ends with the screen: nothing to remove by hand.
    private var languageChange: AnyCancellable?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Reward")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: nil, style: .done, target: self, action: #selector(close))
        applyTexts()
        languageChange = NotificationCenter.default.publisher(for: L10nLookup.languageDidChangeNotification)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.applyTexts() }
    }

    /// Every text already on screen. A bar item and a cell keep the text they were given, so they are
    /// given it again: the title (which the tab bar item shows too), the bar button's title, and the
    /// visible cells, reloaded; cells configured later read the new language by themselves.
    private func applyTexts() {
        title = L10n.Menu.profile
        navigationItem.rightBarButtonItem?.title = L10n.Generic.okay
        tableView.reloadRows(at: tableView.indexPathsForVisibleRows ?? [], with: .none)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rewards.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Reward", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = L10n.Reward.summary(rewards[indexPath.row].name, rewards[indexPath.row].points)
        cell.contentConfiguration = content
        return cell
    }

    @objc private func close() {
        dismiss(animated: true)
    }
}

/// The same screen in SwiftUI: `body` reads its texts from L10n, and a language change gives the list a
/// new identity, so SwiftUI runs `body` again and every row reads the new language.
struct ProfileView: View {
    let rewards: [Reward]
    @State private var languageChanges = 0

    var body: some View {
        List(rewards, id: \.self) { reward in
            Text(L10n.Reward.summary(reward.name, reward.points))
        }
        .navigationTitle(L10n.Menu.profile)
        .id(languageChanges)
        .onReceive(
            NotificationCenter.default.publisher(for: L10nLookup.languageDidChangeNotification)
                .receive(on: DispatchQueue.main)
        ) { _ in languageChanges += 1 }
    }
}

/// The app's language picker: every lookup from the next one on, the kit's keys and the app's alike.
func chooseLanguage(_ language: String?) {
    L10nLookup.preferredLanguages = language.map { [$0] }  // nil: follow the system's languages again
}
