/* ray.c - one step of a ray tracer: a ray against a sphere, with shading,
 * reflection and shadow tests (written from scratch in the spirit of the
 * small Java ray tracer used in the concolic-walk evaluation).
 *
 * Stresses: polynomial path conditions built from dot products of the ten
 * double inputs (ray origin, ray direction, sphere centre, radius): the
 * quadratic's discriminant b*b - 4*a*c is degree 4 in the inputs, the hit
 * point divides by 2a and takes a square root, and the shading, reflection
 * and shadow goals compose these with further dot products and a second
 * ray-sphere test against a fixed occluder.  Goal 4 (tangent ray,
 * discriminant exactly 0.0) and goal 2 (a == 0.0: zero direction) need
 * exact FP solutions; goals 10, 11, 12, 13, 14 are thin regions of the
 * 10-dimensional input space.
 *
 * Goals: 14 branches marked "goal N" (with a witness each: origin o,
 * direction d, centre c, radius r), counted in hits[].  Witnesses are
 * replayed by witness/ray_witness.c.  No reach_error().
 */
#include <math.h>

extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

struct vec {
  double x, y, z;
};

static int hits[15];

static struct vec vec3(double x, double y, double z) {
  struct vec v = {x, y, z};
  return v;
}
static struct vec sub(struct vec a, struct vec b) {
  return vec3(a.x - b.x, a.y - b.y, a.z - b.z);
}
static struct vec add(struct vec a, struct vec b) {
  return vec3(a.x + b.x, a.y + b.y, a.z + b.z);
}
static struct vec scale(struct vec a, double s) {
  return vec3(a.x * s, a.y * s, a.z * s);
}
static double dot(struct vec a, struct vec b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

/* nearest positive intersection parameter of a ray with a sphere, or -1 */
static double hit_sphere(struct vec o, struct vec d, struct vec c, double r) {
  struct vec oc = sub(o, c);
  double a = dot(d, d);
  double b = 2.0 * dot(d, oc);
  double k = dot(oc, oc) - r * r;
  double disc = b * b - 4.0 * a * k;
  if (disc < 0.0)
    return -1.0;
  double sq = sqrt(disc);
  double t0 = (-b - sq) / (2.0 * a);
  double t1 = (-b + sq) / (2.0 * a);
  if (t0 > 1e-9)
    return t0;
  if (t1 > 1e-9)
    return t1;
  return -1.0;
}

static double read_coord(void) {
  double v = __VERIFIER_nondet_double();
  __VERIFIER_assume(v >= -100.0 && v <= 100.0);
  return v;
}

int main(void) {
  struct vec o, d, c;
  o.x = read_coord(); o.y = read_coord(); o.z = read_coord();
  d.x = read_coord(); d.y = read_coord(); d.z = read_coord();
  c.x = read_coord(); c.y = read_coord(); c.z = read_coord();
  double r = read_coord();

  /* fixed scene: a light direction, a ground plane y = 0 with a tile
   * |x| < 2, |z| < 2, and an occluding sphere */
  const double inv_sqrt3 = 1.0 / sqrt(3.0);
  struct vec light = vec3(inv_sqrt3, inv_sqrt3, -inv_sqrt3);
  struct vec occ_c = vec3(20.0, 21.0, -20.0);
  const double occ_r = 5.0;

  /* goal 1: r = -1 */
  if (r <= 0.0) {
    hits[1]++; /* goal 1: invalid sphere */
    return 1;
  }
  double a = dot(d, d);
  /* goal 2: d = (0, 0, 0) (or d so small that a underflows) */
  if (a == 0.0) {
    hits[2]++; /* goal 2 (EXACT): degenerate direction */
    return 2;
  }
  struct vec oc = sub(o, c);
  double b = 2.0 * dot(d, oc);
  double k = dot(oc, oc) - r * r;
  double disc = b * b - 4.0 * a * k;

  /* goal 3: o = (0, 5, -10), d = (0, 0, 1), c = 0, r = 1 */
  if (disc < 0.0) {
    hits[3]++; /* goal 3: miss */
    return 3;
  }
  /* goals 4, 5: o = (0, 1, -5), d = (0, 0, 1), c = 0, r = 1 */
  if (disc == 0.0) {
    hits[4]++; /* goal 4 (EXACT): tangent ray */
    if (-b / (2.0 * a) > 0.0)
      hits[5]++; /* goal 5: tangent point in front of the origin */
    return 4;
  }

  double sq = sqrt(disc);
  double t0 = (-b - sq) / (2.0 * a);
  double t1 = (-b + sq) / (2.0 * a);
  double t;
  /* goal 6: o = (0, 0, 5), d = (0, 0, 1), c = 0, r = 1 */
  if (t1 < 0.0) {
    hits[6]++; /* goal 6: sphere entirely behind the origin */
    return 6;
  }
  /* goals 7, 9: o = 0, d = (0, 0, 1), c = 0, r = 1
   * goal 8:     o = (0, 0, -5), d = (0, 0, 1), c = 0, r = 1 */
  if (t0 < 0.0) {
    hits[7]++; /* goal 7: origin inside the sphere */
    t = t1;
  } else {
    hits[8]++; /* goal 8: front hit */
    t = t0;
  }

  struct vec p = add(o, scale(d, t));
  struct vec n = scale(sub(p, c), 1.0 / r);
  double facing = dot(n, d);
  if (facing > 0.0)
    hits[9]++; /* goal 9: back face (hit from inside) */
  /* goal 14: o = (0, 0.9999999, -5), d = (0, 0, 1), c = 0, r = 1 */
  if (fabs(facing) < 1e-3 * sqrt(a))
    hits[14]++; /* goal 14: grazing hit (numerically near-tangent) */

  /* goal 10: o = (10, 10, -10), d = (-1, -1, 1), c = 0, r = 1 */
  double diffuse = dot(n, light);
  if (diffuse > 0.999)
    hits[10]++; /* goal 10: specular highlight, normal along the light */

  /* goals 11, 13: o = (0, 10, 0), d = (0, -1, 0), c = 0, r = 1 */
  if (n.y > 0.99)
    hits[11]++; /* goal 11: hit at the top pole */

  /* goal 12: o = (0, 2 - sqrt(0.5), -10) = (0, 1.2928932188134525, -10),
   * d = (0, 0, 1), c = (0, 2, 2), r = 1 (the reflected ray goes straight
   * down onto the tile) */
  struct vec refl = sub(d, scale(n, 2.0 * dot(d, n)));
  if (p.y > 0.0 && refl.y < 0.0) {
    double tg = -p.y / refl.y;
    struct vec g = add(p, scale(refl, tg));
    if (fabs(g.x) < 2.0 && fabs(g.z) < 2.0)
      hits[12]++; /* goal 12: reflection lands on the tile */
  }

  if (diffuse > 0.0 && hit_sphere(p, light, occ_c, occ_r) > 0.0)
    hits[13]++; /* goal 13: lit side, but in the occluder's shadow */

  int total = 0;
  for (int i = 1; i <= 14; i++)
    total += hits[i] != 0;
  return 10 + total;
}
