// UIKit re-exports Foundation (CGFloat, CGPoint, CGSize, CGRect, IndexPath, NSObject, Bundle),
// as `import UIKit` does in an app; swift-corelibs-foundation has them on Linux.
@_exported import Foundation
