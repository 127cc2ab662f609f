package tasks

import (
	"strconv"
	"strings"
)

// Work returns the task's worked solution: the steps a solver writes
// before its answer, one elementary operation each, or "" when the family
// has none (comparison). Base conversion goes through binary (workBase),
// sorting takes one number at a time (workSort), and a word problem has
// its arithmetic's (a division none).
// Arithmetic works digit by digit from the
// right, as by hand:
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

// workBase is the worked conversion of v >= 0 from base `from` to base
// `to`, one of which is 10 and the other 2, 8 or 16. Each step copies the
// step before it with one small change, so that no step has to find its
// input far away:
//
//	214 to base 2:  "214:0 107:10 53:110 26:0110 13:10110 6:010110 3:1010110 1:11010110"
//	214 to base 16: "214:0 107:10 53:110 26:0110=6 13=d6"
//	214 to base 8:  "214:0 107:10 53:110=6 26:0 13:10 6:010=26 3=326"
//	11010110 (2) to base 10: "1:1010110 3:010110 6:10110 13:0110 26:110 53:10 107:0 214"
//	d6 (16) to base 10: "d=1101 6=0110 11010110 1:1010110 3:010110 ... 107:0 214"
//
// From base 10 it halves the number (a half is the number's digits
// halved from the left, a remainder carried as 10 into the next digit)
// and writes each half with the binary digits so far, the new one (the
// half's parity) in front. To base 8 or 16, every three or four halvings
// the digits so far are read as one digit of the target base, written in
// front of that base's digits so far, and a new run of binary digits
// begins; a number below the base is the last digit. The last step's
// digits are the answer.
//
// To base 10 it first writes the number in binary (each base-8 or
// base-16 digit as three or four binary digits, then all of them without
// leading zeros), then doubles from the highest binary digit, adding each
// next one; each step writes the binary digits still to add. The last
// number is the answer.
func workBase(v int64, from, to int) string {
	var steps []string
	switch {
	case from == 10 && to == 2:
		bits := itoa(v % 2)
		steps = append(steps, itoa(v)+":"+bits)
		for x := v; x > 1; {
			x /= 2
			bits = itoa(x%2) + bits
			steps = append(steps, itoa(x)+":"+bits)
		}
	case from == 10 && (to == 8 || to == 16):
		width := 4
		if to == 8 {
			width = 3
		}
		var digits string
		x := v
		for x >= int64(to) {
			bits, d := "", int64(0)
			for k := range width {
				bits = itoa(x%2) + bits
				d += (x % 2) << k
				step := itoa(x) + ":" + bits
				x /= 2
				if k == width-1 {
					digits = strconv.FormatInt(d, to) + digits
					step += "=" + digits
				}
				steps = append(steps, step)
			}
		}
		steps = append(steps, itoa(x)+"="+strconv.FormatInt(x, to)+digits)
	case to == 10 && (from == 2 || from == 8 || from == 16):
		bin := strconv.FormatInt(v, 2)
		if from != 2 {
			width := 4
			if from == 8 {
				width = 3
			}
			for _, c := range strconv.FormatInt(v, from) {
				d, _ := strconv.ParseInt(string(c), from, 64)
				b := strconv.FormatInt(d, 2)
				steps = append(steps, string(c)+"="+strings.Repeat("0", width-len(b))+b)
			}
			steps = append(steps, bin)
		}
		var x int64
		for i, c := range bin {
			x = 2*x + int64(c-'0')
			if i < len(bin)-1 {
				steps = append(steps, itoa(x)+":"+bin[i+1:])
			} else {
				steps = append(steps, itoa(x))
			}
		}
	default:
		return ""
	}
	return strings.Join(steps, " ")
}

// workSort is the worked sort of xs (descending if desc): each step moves
// the smallest (largest) of the numbers still to sort to the end of the
// sorted ones, writing both lists, "sorted|rest":
//
//	13, 95, 11, 48 ascending: "|13,95,11,48 11|13,95,48 11,13|95,48 11,13,48|95 11,13,48,95"
//
// The last step is the answer.
func workSort(xs []int64, desc bool) string {
	list := func(v []int64) string {
		s := make([]string, len(v))
		for i, x := range v {
			s[i] = itoa(x)
		}
		return strings.Join(s, ",")
	}
	rest := append([]int64(nil), xs...)
	var sorted []int64
	steps := []string{"|" + list(rest)}
	for len(rest) > 0 {
		k := 0
		for i, x := range rest {
			if (!desc && x < rest[k]) || (desc && x > rest[k]) {
				k = i
			}
		}
		sorted = append(sorted, rest[k])
		rest = append(rest[:k:k], rest[k+1:]...)
		step := list(sorted)
		if len(rest) > 0 {
			step += "|" + list(rest)
		}
		steps = append(steps, step)
	}
	return strings.Join(steps, " ")
}
