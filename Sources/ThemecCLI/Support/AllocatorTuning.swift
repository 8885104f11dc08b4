/// Tunes glibc's allocator for what a `themec` run is: a fraction of a second that reads a few
/// megabytes of files, builds and drops many small values, and exits.
///
/// - Large blocks (a file's bytes, a generated file's text) come from the heap, not from a
///   fresh `mmap` each, which the kernel hands over page by page, zeroed (`M_MMAP_THRESHOLD`:
///   32 MB, glibc's largest on 64-bit systems).
/// - Freed memory stays in the process for the next allocation instead of going back to the
///   system (`M_TRIM_THRESHOLD`), and the heap grows in large steps (`M_TOP_PAD`); neither adds
///   to the resident size until the pages are used.
/// - Blocks up to 160 bytes (most strings, array and dictionary buffers) are freed to and taken
///   from glibc's fast lists (`M_MXFAST`, its largest).
///
/// About 3 % of a cold `generate` of the large benchmark corpus (Docs/Performance.md). Found at
/// run time through `dlsym`, so a C library without `mallopt` (musl, macOS) is left alone.
enum AllocatorTuning {
    /// Applies the settings; called once, by the `themec` executable before any command runs.
    static func applyForShortRun() {
        #if canImport(Glibc)
            guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            // The parameter numbers of glibc's <malloc.h>, which Swift's Glibc module leaves out.
            let mmapThreshold: Int32 = -3
            let trimThreshold: Int32 = -1
            let topPad: Int32 = -2
            let maximumFastBlock: Int32 = 1
            _ = mallopt(mmapThreshold, 32 << 20)
            _ = mallopt(trimThreshold, 512 << 20)
            _ = mallopt(topPad, 64 << 20)
            _ = mallopt(maximumFastBlock, 160)
        #endif
    }
}
