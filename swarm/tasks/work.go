package tasks

import (
	"strconv"
	"strings"
)

// Work returns the task's worked solution: the steps a solver writes
// before its answer, one elementary operation each, or "" when the family
// has none. Arithmetic works digit by digit from the right, as by hand:
//
//	54 + 36: "4+6=10 5+3+1=9"        (a carry adds 1 to the next digit)
//	53 - 27: "13-7=6 4-2=2"          (a borrow lends 10 and takes 1 back)
//	25 - 87: "87-25 7-5=2 8-2=6"     (the larger minus the smaller, then the sign)
//	24 * 4:  "4*4=16 2*4+1=9"        (a one-digit multiplier; longer ones have none)
//
// The answer is the last step's whole result followed by the other
// steps' last digits, latest first, without leading zeros.
func (t Task) Work() string { return t.work }

// digitsLow returns v's decimal digits, lowest first (v >= 0).
func digitsLow(v int64) []int64 {
	if v == 0 {
		return []int64{0}
	}
	var d []int64
	for ; v > 0; v /= 10 {
		d = append(d, v%10)
	}
	return d
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// workAdd is the worked sum of a, b >= 0.
func workAdd(a, b int64) string {
	da, db := digitsLow(a), digitsLow(b)
	var steps []string
	var carry int64
	for i := range max(len(da), len(db)) {
		var x, y int64
		if i < len(da) {
			x = da[i]
		}
		if i < len(db) {
			y = db[i]
		}
		s := x + y + carry
		step := itoa(x) + "+" + itoa(y)
		if carry > 0 {
			step += "+1"
		}
		steps = append(steps, step+"="+itoa(s))
		carry = s / 10
	}
	return strings.Join(steps, " ")
}

// workSub is the worked difference a - b of a, b >= 0.
func workSub(a, b int64) string {
	var pre string
	if a < b {
		a, b = b, a
		pre = itoa(a) + "-" + itoa(b) + " "
	}
	da, db := digitsLow(a), digitsLow(b)
	steps := make([]string, 0, len(da))
	var borrow int64
	for i, x := range da {
		x -= borrow
		var y int64
		if i < len(db) {
			y = db[i]
		}
		borrow = 0
		if x < y {
			x += 10
			borrow = 1
		}
		steps = append(steps, itoa(x)+"-"+itoa(y)+"="+itoa(x-y))
	}
	return pre + strings.Join(steps, " ")
}

// workMul is the worked product of a >= 0 and a one-digit b, or "" when
// b has more digits.
func workMul(a, b int64) string {
	if b < 0 || b > 9 {
		return ""
	}
	var steps []string
	var carry int64
	for _, x := range digitsLow(a) {
		p := x*b + carry
		step := itoa(x) + "*" + itoa(b)
		if carry > 0 {
			step += "+" + itoa(carry)
		}
		steps = append(steps, step+"="+itoa(p))
		carry = p / 10
	}
	return strings.Join(steps, " ")
}
