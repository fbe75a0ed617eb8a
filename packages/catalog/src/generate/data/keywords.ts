import type { Energy } from './genre-def';
import { list } from './words-types';

/** Mood and activity keywords by energy; genre tags and name-template keywords add the rest. */
export const MOOD_KEYWORDS: Record<Energy, string[]> = {
  calm: list('mellow|relaxing|peaceful|calm|soothing|dreamy|gentle|cozy|reflective|tender|warm|quiet|serene|contemplative|melancholy|bittersweet|sentimental|intimate|lush|elegant'),
  mid: list('soulful|groovy|laid-back|smooth|warm|nostalgic|heartfelt|romantic|sunny|breezy|bluesy|jazzy|twangy|playful|uplifting|sophisticated|earthy|hypnotic|quirky|cinematic'),
  high: list('energetic|upbeat|happy|feel-good|intense|loud|rebellious|triumphant|bouncy|lively|joyful|fun|driving|powerful|fiery|raw|gritty|euphoric|funky|danceable'),
};

export const ACTIVITY_KEYWORDS: Record<Energy, string[]> = {
  calm: list('study|focus|reading|sleep|yoga|meditation|massage|spa|homework|background|concentration|bedtime|baby|unwind|dinner|sunday morning|rainy day|bath|writing|painting'),
  mid: list('work|office|cooking|coffee|brunch|commute|road trip|gardening|cleaning|date night|happy hour|dinner party|barbecue|beach|camping|hiking|wine|cocktails|family|driving'),
  high: list('workout|running|cycling|party|dancing|gym|pool party|gaming|cardio|pregame|weekend|celebration|wedding|spinning|road trip|cleaning|tailgate|summer|karaoke|club'),
};

export const DECADE_KEYWORDS = ['50s', '60s', '70s', '80s', '90s', '2000s', '2010s', '2020s'];

export const CHRISTMAS_KEYWORDS = list('christmas|holiday|carols|winter|festive|xmas|santa|snow|yuletide|family|cozy|fireside|noel|seasonal|christmas eve|holiday party|tree trimming|gift wrapping|hot cocoa|sleigh bells');
