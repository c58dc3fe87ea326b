"""Runs made long by burying their cause among harmless steps (see noise.py).
slug -> list of (language pool, number of steps, insert position)."""
from noise import add_noise

LONG = {
    "stripe-refund-events": [("python", 14, 4), ("python", 6, 12)],
    "stripe-ack-latency": [("python", 8, 1)],
    "pay-capture-429": [("python", 9, 2)],
    "slack-sig-replay-window": [("ts", 10, 3)],
    "slack-ts-tolerance-fmt": [("ts", 8, 2)],
    "slack-notify-thread-replies": [("ts", 11, 2)],
    "slack-alert-routing": [("ts", 6, 3)],
    "ghsync-retry-429": [("go", 9, 3)],
    "ghsync-labels-page2": [("go", 8, 2)],
    "github-graphql-cost-budget": [("go", 11, 2), ("go", 9, 16)],
    "ghsync-webhook-deadline": [("go", 6, 2)],
    "smsgate-twilio-retry": [("ruby", 8, 3)],
    "smsgate-admin-api-roles": [("ruby", 10, 2)],
    "smsgate-unicode-segments": [("ruby", 6, 2)],
    "billing-capture-retry-cap": [("java", 8, 3)],
    "billing-shared-retry-lib": [("java", 7, 2)],
}


def apply(runs):
    for r in runs:
        for lang, k, at in LONG.get(r.slug, []):
            add_noise(r, lang, k, at)
    return runs
