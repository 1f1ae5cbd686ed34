#version 440
// A glow's pixels while the sky is not faded: its cell of the sprite atlas (SkySprites),
// stretched over its square, and nothing else. Mesa's llvmpipe (the OpenGL of machines without
// a graphics card) draws a square whose colour is only a texture's by its fast 8-bit path; a
// multiplication by the opacity would send it the slow way.

layout(location = 0) in vec2 texCoord;
layout(location = 0) out vec4 fragColor;

layout(binding = 1) uniform sampler2D atlas;

void main()
{
    fragColor = texture(atlas, texCoord);
}
