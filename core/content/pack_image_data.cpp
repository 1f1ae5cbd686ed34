// astrolabe_pack_image_data holds the bundled pack's image (pack.image, PackImage) as a Qt
// resource; this file only gives the library a source of its own.
