#version 440
// A glow's pixels: its cell of the sprite atlas (SkySprites), stretched over its square, faded
// with the sky's opacity. Used only while the sky is faded (SkyStarMaterial): an opaque sky's
// glows are drawn by sky_stars_opaque.frag.

layout(location = 0) in vec2 texCoord;
layout(location = 0) out vec4 fragColor;

layout(std140, binding = 0) uniform buf {
    mat4 qt_Matrix;
    float qt_Opacity;
    float seconds;
    float density;
};

layout(binding = 1) uniform sampler2D atlas;

void main()
{
    fragColor = texture(atlas, texCoord) * qt_Opacity;
}
