/// The page's stylesheet, inlined in its `<head>`: the page loads nothing else.
enum PreviewStyle {
    static let css = """
        :root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --error: #b3261e;
          --warning: #8a5a00; --ok: #1b6e3a; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 -apple-system, system-ui, "Segoe UI", Helvetica, Arial, sans-serif;
          color: var(--ink); background: #fbfbfd; }
        header { padding: 20px 32px; background: #1d1d1f; color: #f5f5f7; }
        header h1 { margin: 0 0 4px; font-size: 22px; }
        header p { margin: 0; color: #c7c7cc; }
        nav { position: sticky; top: 0; z-index: 1; padding: 8px 32px; background: #f5f5f7;
          border-bottom: 1px solid var(--line); }
        nav a { margin-right: 18px; color: #0b57d0; text-decoration: none; font-weight: 600; }
        main { padding: 8px 32px 48px; }
        section { margin-top: 28px; }
        h2 { font-size: 20px; border-bottom: 2px solid var(--ink); padding-bottom: 4px; }
        h3 { font-size: 16px; margin: 22px 0 6px; }
        .file, code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
        .muted { color: var(--muted); }
        table { border-collapse: collapse; width: 100%; margin: 6px 0 12px; }
        th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid var(--line); }
        th { font-size: 12px; color: var(--muted); font-weight: 600; }
        .pair { display: flex; gap: 8px; }
        .swatch { width: 170px; padding: 8px; border: 1px solid var(--line); border-radius: 8px; }
        .chip { height: 34px; border-radius: 6px; border: 1px solid rgba(128, 128, 128, 0.4); }
        .swatch code { display: block; margin-top: 4px; }
        .swatch.dark code, .swatch.dark .ratio { color: #f5f5f7; }
        .specimen { padding: 8px 10px; border-radius: 6px; border: 1px solid var(--line); overflow: hidden;
          white-space: nowrap; text-overflow: ellipsis; max-width: 520px; }
        .ratio { font-size: 12px; }
        .mark { display: inline-block; padding: 0 6px; border-radius: 9px; font-size: 11px; font-weight: 700;
          color: #fff; }
        .mark.AAA { background: #1b6e3a; } .mark.AA { background: #2e7d32; } .mark.fails { background: var(--error); }
        .mark.exempt, .mark.not-text { background: #8e8e93; }
        .ignored { display: inline-block; margin-top: 2px; padding: 0 6px; border-radius: 4px;
          background: #fff4d6; color: var(--warning); font-size: 12px; }
        .bar { display: flex; width: 320px; height: 14px; border-radius: 7px; overflow: hidden; background: #e5e5ea; }
        .bar .translated { background: #34a853; } .bar .missing { background: #ea4335; } \
        .bar .extra { background: #fbbc04; }
        .keys { margin: 4px 0 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 4px 10px; }
        .problems { margin: 6px 0 0; padding: 0; list-style: none; }
        .problem { margin: 2px 0; padding: 3px 8px; border-left: 4px solid var(--warning); background: #fff8e6; }
        .problem.error { border-left-color: var(--error); background: #fdecea; }
        .problem .severity { font-weight: 700; text-transform: uppercase; font-size: 11px; }
        .clean { color: var(--ok); font-weight: 600; }
        """
}
