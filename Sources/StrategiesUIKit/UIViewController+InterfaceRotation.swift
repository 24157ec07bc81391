#if canImport(UIKit) && os(iOS)
  import UIKit
  import Strategies

  extension UIViewController {
    /// Asks for a rotation of the interface to `orientation` as a plan of
    /// `InterfaceRotationPlanner.rotationRequest()` says; call it on the top view controller
    /// once its `supportedInterfaceOrientations` include `orientation`.
    ///
    /// ``InterfaceRotationRequest/deviceOrientationKey`` sets `UIDevice`'s `orientation` by
    /// key-value coding. ``InterfaceRotationRequest/geometryUpdate`` calls
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()`, then asks the window's scene for
    /// `requestGeometryUpdate(.iOS(interfaceOrientations:))`; `errorHandler` gets a refusal.
    /// The plan never asks for a geometry update below iOS 16, where neither call exists.
    public func requestInterfaceOrientation(
      _ orientation: UIInterfaceOrientation, as request: InterfaceRotationRequest,
      errorHandler: ((any Error) -> Void)? = nil
    ) {
      switch request {
      case .deviceOrientationKey:
        UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
      case .geometryUpdate:
        guard #available(iOS 16.0, *) else { return }
        setNeedsUpdateOfSupportedInterfaceOrientations()
        let preferences = UIWindowScene.GeometryPreferences.iOS(
          interfaceOrientations: Self.mask(of: orientation))
        view.window?.windowScene?.requestGeometryUpdate(preferences, errorHandler: errorHandler)
      }
    }

    private static func mask(of orientation: UIInterfaceOrientation) -> UIInterfaceOrientationMask {
      switch orientation {
      case .portrait: .portrait
      case .portraitUpsideDown: .portraitUpsideDown
      case .landscapeLeft: .landscapeLeft
      case .landscapeRight: .landscapeRight
      default: .all
      }
    }
  }
#endif
