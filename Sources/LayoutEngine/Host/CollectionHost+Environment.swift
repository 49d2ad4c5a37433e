// MARK: - The environment the layout is told about

extension CollectionHost {
    /// Left-to-right (the default) or right-to-left; the next frame lays out again.
    public var layoutDirection: LayoutDirection {
        get { context.layoutDirection }
        set { context.layoutDirection = newValue }
    }

    /// Pixels per point (1 by default); the next frame lays out again. Bad input: a value that
    /// is not finite and above zero is handed on as given, and each layout reads it as its
    /// documentation says (as 1).
    public var displayScale: Double {
        get { context.displayScale }
        set { context.displayScale = newValue }
    }

    /// The viewport's safe area, for layouts that keep content inside it
    /// (``LayoutContext/safeAreaInsets``); zero by default.
    public var safeAreaInsets: EdgeInsets {
        get { context.safeAreaInsets }
        set { context.safeAreaInsets = newValue }
    }

    /// The viewport's layout margins (``LayoutContext/layoutMargins``); zero by default.
    public var layoutMargins: EdgeInsets {
        get { context.layoutMargins }
        set { context.layoutMargins = newValue }
    }

    /// The readable width (``LayoutContext/readableContentWidth``); infinite by default.
    public var readableContentWidth: Double {
        get { context.readableContentWidth }
        set { context.readableContentWidth = newValue }
    }
}
