import Foundation
import Testing

/// The bundled example's preview as a person sees it: headless Chromium renders it to a PNG that
/// is not blank, and its DOM has one swatch per color slot and appearance and shows a hostile
/// key as text, with no script element.
@Suite(.serialized) struct PreviewInChromiumTests {
    static let hostileKey = "<script>alert(1)</script>"

    /// A copy of the example (`themec.yml`, `Themes`, `Strings`, `Layouts`) with a hostile key
    /// that only the development language has, previewed.
    static func previewOfTheExample() throws -> Sandbox {
        let box = try Sandbox()
        for item in ["themec.yml", "Themes", "Strings", "Layouts"] {
            try FileManager.default.copyItem(
                at: Sandbox.packageRoot.appendingPathComponent(item),
                to: box.root.appendingPathComponent(item))
        }
        let english = "Strings/en.lproj/Localizable.strings"
        try box.write(english, try box.read(english) + "\n\"\(hostileKey)\" = \"Hostile\";\n")
        let preview = try box.run("preview")
        #expect(preview.status == 0, "\(preview.stderr)")
        return box
    }

    static func arguments(_ box: Sandbox) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=" + box.root.appendingPathComponent("browser-profile").path,
        ]
    }

    static func pageURL(_ box: Sandbox) -> String {
        box.root.appendingPathComponent("themec-preview/index.html").absoluteString
    }

    @Test(.enabled(if: ExternalTool.chromium.isEnabled, "Chromium is absent on purpose (THEMEC_SKIP_BROWSER=1)"))
    func theRenderedPageIsNotBlank() throws {
        let box = try Self.previewOfTheExample()
        let png = box.root.appendingPathComponent("preview.png").path
        let shot = try ExternalTool.chromium.output(
            Self.arguments(box) + ["--window-size=1000,1500", "--screenshot=" + png, Self.pageURL(box)])
        #expect(shot.status == 0)
        let stats = try PNGStatistics.measure(png)
        // A blank or failed render is one or two colors; the page has swatches, text and marks.
        #expect(stats.width == 1000 && stats.height == 1500, "\(stats)")
        #expect(stats.distinctColors > 200, "\(stats)")
        #expect(stats.nonWhiteShare > 0.15, "\(stats)")
    }

    @Test(.enabled(if: ExternalTool.chromium.isEnabled, "Chromium is absent on purpose (THEMEC_SKIP_BROWSER=1)"))
    func theDOMHasEverySwatchAndTheHostileKeyAsText() throws {
        let box = try Self.previewOfTheExample()
        let dump = try ExternalTool.chromium.output(Self.arguments(box) + ["--dump-dom", Self.pageURL(box)])
        #expect(dump.status == 0)
        let dom = dump.output
        #expect(dom.contains("<h1>themec preview</h1>"), "\(dom.prefix(500))")
        // The example has one theme: nine slots, a light and a dark swatch each.
        #expect(dom.components(separatedBy: "class=\"swatch light\"").count - 1 == 9)
        #expect(dom.components(separatedBy: "class=\"swatch dark\"").count - 1 == 9)
        #expect(dom.components(separatedBy: "class=\"specimen ").count - 1 == 17 * 2)
        // The key is text in the missing-keys list and in its warning; no script element exists.
        #expect(dom.contains("<code>&lt;script&gt;alert(1)&lt;/script&gt;</code>"))
        #expect(!dom.contains("<script"))
    }
}

/// The size of a PNG, how many colors it has and how much of it is not white, read by a few
/// lines of Python (zlib and the PNG row filters), so the test needs no image library.
struct PNGStatistics: CustomStringConvertible {
    var width: Int
    var height: Int
    var distinctColors: Int
    var nonWhiteShare: Double

    var description: String { "\(width)x\(height), \(distinctColors) colors, \(nonWhiteShare) not white" }

    static let script = #"""
        import struct, sys, zlib
        data = open(sys.argv[1], "rb").read()
        assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
        pos, idat = 8, b""
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b"IHDR":
                width, height, depth, color = struct.unpack(">IIBB", body[:10])
            elif kind == b"IDAT":
                idat += body
            pos += 12 + length
        assert depth == 8 and color in (2, 6), "unexpected PNG format"
        step = 3 if color == 2 else 4
        raw, stride = zlib.decompress(idat), width * step
        previous, colors, white, row_start = bytearray(stride), set(), 0, 0
        for y in range(height):
            kind, line = raw[row_start], bytearray(raw[row_start + 1:row_start + 1 + stride])
            row_start += 1 + stride
            for i in range(stride):
                a = line[i - step] if i >= step else 0
                b, c = previous[i], previous[i - step] if i >= step else 0
                if kind == 1: line[i] = (line[i] + a) & 255
                elif kind == 2: line[i] = (line[i] + b) & 255
                elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            for x in range(0, stride, step):
                pixel = bytes(line[x:x + 3])
                colors.add(pixel)
                white += pixel[0] > 245 and pixel[1] > 245 and pixel[2] > 245
            previous = line
        print(width, height, len(colors), 1 - white / (width * height))
        """#

    static func measure(_ path: String) throws -> PNGStatistics {
        let python = try #require(ExternalTool.findOnPath("python3"))
        let run = try ProgramRun.run(python, ["-c", script, path], includingErrors: true)
        let fields = run.output.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard run.status == 0, fields.count == 4, let width = Int(fields[0]), let height = Int(fields[1]),
            let colors = Int(fields[2]), let share = Double(fields[3])
        else {
            Issue.record("could not read \(path): \(run.output)")
            return PNGStatistics(width: 0, height: 0, distinctColors: 0, nonWhiteShare: 0)
        }
        return PNGStatistics(width: width, height: height, distinctColors: colors, nonWhiteShare: share)
    }
}
