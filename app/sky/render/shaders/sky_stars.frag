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
    const float halfTexel = 0.5 / 48.0; // of a 48-pixel cell: no bleeding from the next cell
    vec2 within = clamp(gl_PointCoord, halfTexel, 1.0 - halfTexel);
    fragColor = texture(atlas, cell + within * vec2(1.0 / 16.0, 1.0 / 3.0)) * qt_Opacity;
}
