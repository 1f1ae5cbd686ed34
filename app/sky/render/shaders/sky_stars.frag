#version 440
// A glow's pixels: its cell of the sprite atlas (SkySprites), stretched over the point.

layout(location = 0) in vec2 cell;
layout(location = 0) out vec4 fragColor;

layout(std140, binding = 0) uniform buf {
    mat4 qt_Matrix;
    float qt_Opacity;
    float seconds;
    float density;
    float pixelRatio;
};

layout(binding = 1) uniform sampler2D atlas;

void main()
{
    vec2 inset = vec2(0.5 / 768.0, 0.5 / 144.0); // half a texel: no bleeding from the next cell
    vec2 within = clamp(gl_PointCoord, inset * 16.0, 1.0 - inset * 16.0);
    fragColor = texture(atlas, cell + within * vec2(1.0 / 16.0, 1.0 / 3.0)) * qt_Opacity;
}
