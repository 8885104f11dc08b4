import Testing

/// Runs the recorded `Layouts.themec.swift` (a symlink to the golden): the generated `Nibs`
/// compiles without UIKit and answers the kit's nib-loading questions.
@Suite struct NibsTests {
    @Test func everyNibNameIsAConstant() {
        #expect(Nibs.detailViewController == "DetailViewController")
        #expect(Nibs.listItemCell == "ListItemCell")
        #expect(Nibs.rewardTableViewCell == "RewardTableViewCell")
        #expect(Nibs.all == ["DetailViewController", "ListItemCell", "RewardTableViewCell"])
    }

    @Test func overridesAreKeyedByKitClass() {
        #expect(Nibs.overrides.keys.sorted() == ["DetailViewController", "ListItemCell"])
        #expect(Nibs.overrides["DetailViewController"] == NibOverride(
            nibName: "DetailViewController", customClass: "DetailViewController", customModule: "CheetahDigitalUI"))
        #expect(Nibs.overrides["RewardTableViewCell"] == nil)
    }

    @Test func nibNameFallsBackToTheClassName() {
        #expect(Nibs.nibName(for: "DetailViewController") == "DetailViewController")
        #expect(Nibs.nibName(for: "RewardTableViewCell") == "RewardTableViewCell")
        #expect(Nibs.nibName(for: "SomeOtherViewController") == "SomeOtherViewController")
    }

    /// Stands in for a kit class, looked up by its unqualified name.
    final class ListItemCell {}

    @Test func nibNameForATypeUsesItsName() {
        #expect(Nibs.nibName(for: ListItemCell.self) == "ListItemCell")
        #expect(Nibs.nibName(for: Int.self) == "Int")
    }
}
