//! Rulesets other than Star Wars: Unlimited, one module tree each.

pub mod realtime;
