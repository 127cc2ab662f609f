package repops

import "math"

// Philox is a Philox4x32-10 counter-based random stream (Salmon et al.,
// SC'11). The value at a position depends only on the key and the counter,
// never on goroutine layout or call history, so any element of a random
// tensor can be recomputed on its own. A Philox value is not safe for
// concurrent use; derive independent streams with different keys instead.
type Philox struct {
	key     uint64
	counter uint64 // next 128-bit block index (low 64 bits; high word is 0)
	buf     [4]uint32
	pos     int // next unread lane of buf; 4 when empty
}

// NewPhilox returns a stream with the given key, positioned at block
// counter.
func NewPhilox(key, counter uint64) *Philox {
	return &Philox{key: key, counter: counter, pos: 4}
}

// State returns the key and the position as a block counter plus the lane
// within the block already consumed (0 to 4), for checkpointing.
func (p *Philox) State() (key, counter uint64, lane int) {
	if p.pos == 4 {
		return p.key, p.counter, 0
	}
	return p.key, p.counter - 1, p.pos
}

// Restore repositions the stream to a state returned by State.
func (p *Philox) Restore(key, counter uint64, lane int) {
	p.key, p.counter, p.pos = key, counter, 4
	if lane > 0 && lane < 4 {
		p.buf = PhiloxBlock(key, counter)
		p.counter++
		p.pos = lane
	}
}

const (
	philoxM0 = 0xD2511F53
	philoxM1 = 0xCD9E8D57
	philoxW0 = 0x9E3779B9
	philoxW1 = 0xBB67AE85
)

// PhiloxBlock returns the four 32-bit outputs of Philox4x32-10 for a key
// and a block counter.
func PhiloxBlock(key, counter uint64) [4]uint32 {
	c0, c1, c2, c3 := uint32(counter), uint32(counter>>32), uint32(0), uint32(0)
	k0, k1 := uint32(key), uint32(key>>32)
	for i := 0; i < 10; i++ {
		p0 := uint64(philoxM0) * uint64(c0)
		p1 := uint64(philoxM1) * uint64(c2)
		c0, c1, c2, c3 = uint32(p1>>32)^c1^k0, uint32(p1), uint32(p0>>32)^c3^k1, uint32(p0)
		k0 += philoxW0
		k1 += philoxW1
	}
	return [4]uint32{c0, c1, c2, c3}
}

// Uint32 returns the next 32 random bits.
func (p *Philox) Uint32() uint32 {
	if p.pos == 4 {
		p.buf = PhiloxBlock(p.key, p.counter)
		p.counter++
		p.pos = 0
	}
	v := p.buf[p.pos]
	p.pos++
	return v
}

// Float32 returns a uniform value in [0, 1) with 24 random bits.
func (p *Philox) Float32() float32 {
	return float32(p.Uint32()>>8) * 0x1p-24
}

// Normal returns a standard normal value (Box-Muller on two uniforms,
// using this package's Log, Sin and Cos, so it is reproducible).
func (p *Philox) Normal() float32 {
	u1 := float64(p.Uint32()>>8+1) * 0x1p-24 // (0, 1]
	u2 := float64(p.Uint32()>>8) * 0x1p-24
	r := math.Sqrt(float64(-2 * logCore(u1)))
	_, c := sinCosCore(float64(2 * math.Pi * u2))
	return float32(float64(r * c))
}

// Intn returns a uniform integer in [0, n) by rejection sampling.
func (p *Philox) Intn(n int) int {
	if n <= 0 || uint64(n) > math.MaxUint32 {
		panic("repops: Philox.Intn bound out of range")
	}
	limit := uint32(math.MaxUint32 - (math.MaxUint32%uint64(n)+1)%uint64(n))
	for {
		v := p.Uint32()
		if v <= limit {
			return int(v % uint32(n))
		}
	}
}

// FillNormal fills t with independent normal values times std, drawn in
// element order from p.
func (p *Philox) FillNormal(t *Tensor, std float32) {
	for i := range t.Data {
		t.Data[i] = float32(p.Normal() * std)
	}
}

// FillUniform fills t with uniform values in [lo, hi), in element order.
func (p *Philox) FillUniform(t *Tensor, lo, hi float32) {
	for i := range t.Data {
		t.Data[i] = lo + float32(p.Float32()*(hi-lo))
	}
}
