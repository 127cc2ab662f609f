package models

// LR returns the learning rate the next TrainStep uses.
func (m *Transformer) LR() float32 { return m.st.opt.Config.LR }

// SetLR sets the learning rate of the following steps (a schedule sets it
// before each step). The checkpoint keeps the model's configured rate, so
// set it back before saving when the file must not depend on the schedule.
func (m *Transformer) SetLR(lr float32) { m.st.opt.Config.LR = lr }
