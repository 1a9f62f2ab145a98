// The input policy (Limits, InputError, NumberText) is part of this module's API: its
// throwing calls name the error type and its documentation the ranges.
@_exported import InputPolicy
