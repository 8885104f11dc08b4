import Foundation
import Testing
import ThemecSyntax

@testable import ThemecCore

/// The XIB reader on realistic Interface Builder documents: view controllers, collection and
/// table view cells, runtime attributes, named colors and resources.
@Suite struct XIBReaderTests {
    @Test func readsTheKitDetailViewController() throws {
        let file = try LayoutTestSupport.input(
            LayoutTestSupport.packageRoot.appendingPathComponent("Layouts/Kit/DetailViewController.xib"),
            as: "Layouts/Kit/DetailViewController.xib", role: .base)
        let (document, lines) = LayoutTestSupport.read(file)
        #expect(lines.isEmpty)
        let xib = try #require(document)
        #expect(xib.name == "DetailViewController")
        #expect(xib.documentType == XIBReader.cocoaTouchType)
        #expect(xib.position == SourcePosition(line: 2, column: 1))
        let owner = try #require(xib.filesOwner)
        #expect(owner.customClass == "DetailViewController")
        #expect(owner.customModule == "CheetahDigitalUI")
        #expect(owner.position == SourcePosition(line: 11, column: 9))
        #expect(xib.mainObject == owner)
        let outlets = xib.outlets(of: owner)
        #expect(
            outlets.map(\.property) == [
                "actionButton", "detailsLabel", "imageView", "scrollView", "subtitleLabel", "titleLabel", "view",
            ])
        #expect(
            outlets.map { xib.object(id: $0.destination)?.elementType } == [
                "button", "label", "imageView", "scrollView", "label", "label", "view",
            ])
        #expect(outlets[0].position == SourcePosition(line: 13, column: 17))
        let actions = xib.actions(targeting: owner)
        #expect(actions.map(\.selector) == ["actionButtonPressed:"])
        #expect(actions.first?.eventType == "touchUpInside")
        #expect(xib.object(id: actions[0].sourceID)?.elementType == "button")
        #expect(xib.rootObjects.map(\.elementType) == ["view"])
        // Constraints are objects too: an outlet may point at one.
        #expect(xib.object(id: "Hk1-bW-8yQ")?.elementType == "constraint")
        #expect(xib.resources.map(\.kind) == ["systemColor", "systemColor"])
        #expect(xib.colorReferences.isEmpty)
    }

    @Test func readsTheAppOverrideWithThemeReferences() throws {
        let file = try LayoutTestSupport.input(
            LayoutTestSupport.packageRoot.appendingPathComponent("Layouts/App/DetailViewController.xib"),
            as: "Layouts/App/DetailViewController.xib", role: .app)
        let (document, lines) = LayoutTestSupport.read(file)
        #expect(lines.isEmpty)
        let xib = try #require(document)
        #expect(xib.colorReferences.map(\.name) == ["secondaryColor", "primaryColor", "primaryColor"])
        #expect(xib.resources.filter { $0.kind == "namedColor" }.map(\.name) == ["primaryColor", "secondaryColor"])
        let styles = xib.objects.flatMap(\.runtimeAttributes).filter { $0.keyPath == "textStyle" }
        #expect(styles.map(\.value) == ["largeTitle", "subheadline", "body", "headline"])
        let corner = xib.objects.flatMap(\.runtimeAttributes).first { $0.keyPath == "layer.cornerRadius" }
        #expect(corner?.type == "number")
        #expect(corner?.value == "16")
    }

    @Test func readsACollectionViewCellNib() throws {
        let (document, lines) = LayoutTestSupport.read(
            try LayoutTestSupport.fixture("App/ListItemCell.xib", role: .app))
        #expect(lines.isEmpty)
        let xib = try #require(document)
        // File's Owner has no class in a cell nib: the cell is the main object.
        #expect(xib.filesOwner?.customClass == nil)
        let cell = try #require(xib.mainObject)
        #expect(cell.elementType == "collectionViewCell")
        #expect(cell.customClass == "ListItemCell")
        #expect(cell.isTopLevel)
        #expect(cell.position == SourcePosition(line: 12, column: 9))
        #expect(xib.outlets(of: cell).map(\.property) == ["imageView", "subtitleLabel", "titleLabel"])
        // A string attribute written as a child element, and a color inside a runtime attribute.
        let styles = xib.objects.flatMap(\.runtimeAttributes).filter { $0.keyPath == "textStyle" }.map(\.value)
        #expect(styles == ["headline", "footnote"])
        #expect(xib.colorReferences.map(\.name) == ["primaryColor", "secondaryColor"])
        // The content view is not top level; the cell is.
        #expect(xib.object(id: "Lm3-Ts-9dQ")?.isTopLevel == false)
    }

    @Test func readsATableViewCellWithCollectionsConstraintsAndActions() throws {
        let (document, lines) = LayoutTestSupport.read(
            try LayoutTestSupport.fixture("Kit/RewardTableViewCell.xib", role: .base))
        #expect(lines.isEmpty)
        let xib = try #require(document)
        let cell = try #require(xib.mainObject)
        #expect(cell.elementType == "tableViewCell")
        let outlets = xib.outlets(of: cell)
        #expect(outlets.map(\.property) == ["leadingConstraint", "titleLabel", "toggle", "badges", "badges"])
        #expect(outlets.map(\.isCollection) == [false, false, false, true, true])
        #expect(xib.object(id: outlets[0].destination)?.elementType == "constraint")
        #expect(xib.object(id: outlets[3].destination)?.typeDescription == "imageView (BadgeImageView)")
        let actions = xib.actions(targeting: cell)
        #expect(actions.map(\.selector) == ["toggleChanged:"])
        #expect(actions.first?.eventType == "valueChanged")
        #expect(xib.object(id: actions[0].sourceID)?.elementType == "switch")
        #expect(
            xib.resources == [
                XIBResource(kind: "image", name: "reward-badge", position: SourcePosition(line: 53, column: 9))
            ])
        #expect(cell.runtimeAttributes.isEmpty)
    }

    @Test func readsTheExampleBuilderNibs() throws {
        let text = LayoutExampleXIB.viewController(
            "DetailViewController", outlets: [("titleLabel", "t")],
            views: [#"<label id="t"/>"#])
        let (document, lines) = LayoutTestSupport.read(LayoutTestSupport.xib("A.xib", text))
        #expect(lines.isEmpty)
        #expect(document?.filesOwner?.position == SourcePosition(line: 4, column: 9))
        #expect(document?.outlets.first?.position == SourcePosition(line: 6, column: 17))
        let cell = LayoutExampleXIB.cell("ListItemCell", outlets: [("titleLabel", "t")], views: [#"<label id="t"/>"#])
        let (cellDocument, cellLines) = LayoutTestSupport.read(LayoutTestSupport.xib("B.xib", cell))
        #expect(cellLines.isEmpty)
        #expect(cellDocument?.mainObject?.position == SourcePosition(line: 6, column: 9))
    }
}
