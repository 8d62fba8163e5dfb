// Census self-test: the umbrella header Xcode's framework template writes for a Swift pod.
#import <UIKit/UIKit.h>

FOUNDATION_EXPORT double HingeKitVersionNumber;
FOUNDATION_EXPORT const unsigned char HingeKitVersionString[];
