import QtQuick
import QtTest
import Astrolabe

// The home page shows the app's name and the version from the Session singleton.
TestCase {
    name: "Home"
    when: windowShown
    width: 1280
    height: 800

    Component { id: homeComponent; HomePage {} }

    function test_showsVersion() {
        const page = createTemporaryObject(homeComponent, this, { width: 1280, height: 800 })
        verify(page)
        compare(Session.version.length > 0, true)
    }
}
