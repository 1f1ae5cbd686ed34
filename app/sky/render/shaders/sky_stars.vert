#version 440
// Every glow of the sky is a square of two triangles, the course's stars and the dust alike: six
// vertices, each holding what stands still of the glow (place, twinkle phase and speed, recall,
// state, flare start, highlight). This shader gives the glow its size and brightness at the
// frame's time, as SkyGlows does on the CPU for the software renderer, so the two show the same
// sky and only the time changes from frame to frame; the vertex's place in its six says which
// corner of the square it is.

layout(location = 0) in vec2 position; // pixels
layout(location = 1) in vec4 look;     // twinkle phase, twinkle speed, recall, state
layout(location = 2) in vec2 extra;    // second first learned (< -100: never), highlight

layout(location = 0) out vec2 texCoord; // in the sprite atlas: the glow's cell

layout(std140, binding = 0) uniform buf {
    mat4 qt_Matrix;
    float qt_Opacity;
    float seconds;
    float density;
};

out gl_PerVertex { vec4 gl_Position; };

// The corners of a square's two triangles, in the order the vertices come (SkyPainter); every
// draw call starts at a square's first vertex.
const vec2 kCorners[6] = vec2[6](vec2(0.0, 0.0), vec2(1.0, 0.0), vec2(1.0, 1.0),
                                 vec2(0.0, 0.0), vec2(1.0, 1.0), vec2(0.0, 1.0));

const float kUnseen = 0.0;
const float kDue = 3.0;
const float kDust = 4.0;
const float kPi = 3.14159265358979;

void main()
{
    float phase = look.x;
    float recall = clamp(look.z, 0.0, 1.0);
    float state = look.w;
    float twinkle = 1.0 + 0.12 * sin(seconds * look.y * 2.1 + phase);
    float radius;
    float brightness;
    float colour; // the atlas row: 0 warm, 1 cool, 2 ember
    vec2 place = position;
    if (state > kDust - 0.5) {
        radius = 1.5 + 3.0 * recall;
        brightness = 0.3 * twinkle * (0.3 + 0.7 * recall);
        colour = 1.0;
        place += 0.4 * vec2(2.2 * sin(seconds * 0.11 + phase),
                            2.2 * 0.7 * cos(seconds * 0.083 + phase * 1.7));
    } else {
        if (state < kUnseen + 0.5) {
            radius = 5.5 * twinkle;
            brightness = 0.3 * twinkle;
            colour = 1.0;
        } else if (state < kDue - 0.5) {
            float b = 0.3 + 0.7 * recall;
            radius = (6.0 + 13.0 * b) * (0.94 + 0.06 * twinkle);
            brightness = min(1.0, b * twinkle);
            colour = 0.0;
        } else {
            float pulse = 0.5 + 0.5 * sin(seconds * 2.0 * kPi / 3.2 + phase);
            float b = 0.22 + 0.3 * recall;
            radius = (6.0 + 7.0 * b) * (0.85 + 0.3 * pulse);
            brightness = (b + 0.18 * pulse) * twinkle;
            colour = 2.0;
        }
        float age = seconds - extra.x;
        if (age >= 0.0 && age < 1.6) {
            float f = 1.0 - age / 1.6;
            radius *= 1.0 + 2.2 * f;
            brightness = max(brightness, f);
        }
        if (extra.y > 0.5) {
            radius *= 1.35;
            brightness = max(brightness, 0.9);
        }
        radius = max(2.0, radius * density);
    }
    float level = clamp(floor(brightness * 16.0), 0.0, 15.0);
    vec2 corner = kCorners[gl_VertexIndex % 6];
    const float halfTexel = 0.5 / 48.0; // of a 48-pixel cell: no bleeding from the next cell
    vec2 within = mix(vec2(halfTexel), vec2(1.0 - halfTexel), corner);
    texCoord = vec2(level / 16.0, colour / 3.0) + within * vec2(1.0 / 16.0, 1.0 / 3.0);
    gl_Position = qt_Matrix * vec4(place + (2.0 * corner - 1.0) * radius, 0.0, 1.0);
}
