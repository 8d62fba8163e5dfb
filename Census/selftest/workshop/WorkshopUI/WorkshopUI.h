// Census self-test: the umbrella header Xcode's framework template writes (version constants only).
#import <Foundation/Foundation.h>

FOUNDATION_EXPORT double WorkshopUIVersionNumber;
FOUNDATION_EXPORT const unsigned char WorkshopUIVersionString[];
