#if canImport(UIKit)
    import UIKit

    /// A window that applies the theme when created and again whenever `ThemeManager` announces a change.
    /// Use it as the app's window: `window = ThemeAppWindow(frame: UIScreen.main.bounds)`. A kit that names
    /// its own window class (`windowClass: CheetahAppWindow` in its `themec.yml`) gets a generated subclass of
    /// this one under that name.
    open class ThemeAppWindow: UIWindow {
        /// A window of `frame` that applies the current theme, and again on every change.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            observeTheme()
        }

        /// A window from a storyboard or nib that applies the current theme, and again on every change.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            observeTheme()
        }

        /// Applies appearance proxies and tint, then re-adds the subviews so proxies reach views on screen.
        open func applyTheme() {
            ThemeManager.shared.applyAppearance()
            tintColor = ThemeManager.shared.color.primaryColor
            for view in subviews {
                view.removeFromSuperview()
                addSubview(view)
            }
        }

        private func observeTheme() {
            applyTheme()
            // The window lives as long as the app; the observer holds it weakly.
            _ = NotificationCenter.default.addObserver(
                forName: ThemeManager.didChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.applyTheme() }
            }
        }
    }
#endif
