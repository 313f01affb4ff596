//! Uploaded pictures: what the bytes are (never what the file name says), refused early when too
//! large, decoded with limits, and re-encoded into the one format the server stores and serves.
//! Pure functions with no IO; `web::decks` runs them on the blocking pool.

use std::io::Cursor;

use image::codecs::jpeg::JpegEncoder;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits, RgbImage};
use sha2::{Digest, Sha256};

/// Largest file accepted, in bytes.
pub const MAX_FILE_BYTES: usize = 10 * 1024 * 1024;
/// Largest picture accepted, in pixels (width × height), read from the header before decoding.
pub const MAX_PIXELS: u64 = 40_000_000;
/// The stored picture's longest side, at most.
pub const MAX_SIDE: u32 = 1200;
/// The longest side the decoder reads: a panorama longer than this is refused from its header.
pub const MAX_DECODED_SIDE: u32 = 12_000;
/// What the decoder may allocate: a 40-megapixel photo with an alpha channel (160 MB) fits;
/// a picture made to hold memory (16 bits per channel at 40 megapixels: 320 MB) is refused
/// from its header, before any pixel is read.
pub const MAX_ALLOC: u64 = 160 * 1024 * 1024;
/// Pictures are stored as JPEG at this quality. People upload photos: JPEG at 85 looks the same
/// as the original at card size and is five to ten times smaller than PNG, and every browser
/// shows it. Lossless WebP (the only WebP the image crate writes) is nearly as large as PNG.
/// Cards need no transparency; a transparent picture is laid on white.
const JPEG_QUALITY: u8 = 85;
pub const CONTENT_TYPE: &str = "image/jpeg";

/// A picture ready to store.
#[derive(Debug, Clone)]
pub struct Picture {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
    /// SHA-256 of `bytes`: the same picture uploaded twice (even with other metadata or in
    /// another format, as long as the pixels are the same) gives the same hash.
    pub sha256: [u8; 32],
}

/// Why a file was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("the file is empty")]
    Empty,
    #[error("the file is larger than {MAX_FILE_BYTES} bytes")]
    TooManyBytes,
    #[error("the file is not a PNG, JPEG, WebP or GIF picture")]
    NotAPicture,
    #[error("the picture has {width}×{height} pixels, more than {MAX_PIXELS}")]
    TooManyPixels { width: u32, height: u32 },
    #[error("the picture needs more memory to decode than the server allows")]
    TooBigToDecode,
    #[error("the picture is damaged or cut short")]
    Damaged,
}

/// The formats people may upload, recognised from the first bytes of the file.
fn accepted(format: ImageFormat) -> bool {
    matches!(
        format,
        ImageFormat::Png | ImageFormat::Jpeg | ImageFormat::WebP | ImageFormat::Gif
    )
}

/// Checks, decodes and re-encodes an uploaded file: metadata gone (the camera's rotation is
/// applied first, so photos stand the right way up), longest side at most `MAX_SIDE`, JPEG.
/// Only the first frame of an animated GIF is kept. Slow for large pictures: call it on the
/// blocking pool.
pub fn prepare(bytes: &[u8]) -> Result<Picture, Refusal> {
    if bytes.is_empty() {
        return Err(Refusal::Empty);
    }
    if bytes.len() > MAX_FILE_BYTES {
        return Err(Refusal::TooManyBytes);
    }
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|_| Refusal::Damaged)?;
    if !reader.format().is_some_and(accepted) {
        return Err(Refusal::NotAPicture);
    }
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_ALLOC);
    limits.max_image_width = Some(MAX_DECODED_SIDE);
    limits.max_image_height = Some(MAX_DECODED_SIDE);
    reader.limits(limits.clone());
    // Making the decoder reads the header only: the size is known before any pixel is.
    let mut decoder = reader.into_decoder().map_err(refusal)?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(Refusal::TooManyPixels { width, height });
    }
    if width == 0 || height == 0 {
        return Err(Refusal::Damaged);
    }
    limits.reserve(decoder.total_bytes()).map_err(refusal)?;
    let orientation = decoder.orientation().map_err(refusal)?;
    let mut image = DynamicImage::from_decoder(decoder).map_err(refusal)?;
    image.apply_orientation(orientation);
    if image.width().max(image.height()) > MAX_SIDE {
        image = image.thumbnail(MAX_SIDE, MAX_SIDE);
    }
    let rgb = on_white(&image);
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)
        .encode_image(&rgb)
        .map_err(|_| Refusal::Damaged)?;
    Ok(Picture {
        sha256: Sha256::digest(&out).into(),
        width: rgb.width(),
        height: rgb.height(),
        bytes: out,
    })
}

/// The picture without transparency: see-through pixels laid on white rather than on the
/// black that dropping the alpha channel would show.
fn on_white(image: &DynamicImage) -> RgbImage {
    if !image.color().has_alpha() {
        return image.to_rgb8();
    }
    let rgba = image.to_rgba8();
    RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
        let [r, g, b, a] = rgba.get_pixel(x, y).0;
        let blend =
            |c: u8| ((u16::from(c) * u16::from(a) + 255 * (255 - u16::from(a))) / 255) as u8;
        image::Rgb([blend(r), blend(g), blend(b)])
    })
}

fn refusal(err: image::ImageError) -> Refusal {
    match err {
        image::ImageError::Limits(_) => Refusal::TooBigToDecode,
        image::ImageError::Unsupported(_) => Refusal::NotAPicture,
        _ => Refusal::Damaged,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{ImageEncoder, RgbaImage};

    fn encode(image: &DynamicImage, format: ImageFormat) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        image.write_to(&mut out, format).unwrap();
        out.into_inner()
    }

    fn sample(width: u32, height: u32) -> DynamicImage {
        DynamicImage::ImageRgba8(RgbaImage::from_fn(width, height, |x, y| {
            image::Rgba([(x * 7) as u8, (y * 5) as u8, ((x + y) * 3) as u8, 255])
        }))
    }

    #[test]
    fn every_accepted_format_becomes_a_jpeg_within_the_size() {
        let big = sample(1000, 1500);
        for format in [
            ImageFormat::Png,
            ImageFormat::Jpeg,
            ImageFormat::WebP,
            ImageFormat::Gif,
        ] {
            let image = if format == ImageFormat::Jpeg {
                DynamicImage::ImageRgb8(big.to_rgb8())
            } else {
                big.clone()
            };
            let picture = prepare(&encode(&image, format)).unwrap();
            assert_eq!((picture.width, picture.height), (800, 1200), "{format:?}");
            assert_eq!(
                ImageReader::new(Cursor::new(&picture.bytes))
                    .with_guessed_format()
                    .unwrap()
                    .format(),
                Some(ImageFormat::Jpeg)
            );
            assert_eq!(
                picture.sha256,
                <[u8; 32]>::from(Sha256::digest(&picture.bytes))
            );
        }
    }

    #[test]
    fn small_pictures_keep_their_size_and_the_same_pixels_give_the_same_hash() {
        let image = sample(40, 60);
        let png = prepare(&encode(&image, ImageFormat::Png)).unwrap();
        let webp = prepare(&encode(&image, ImageFormat::WebP)).unwrap();
        assert_eq!((png.width, png.height), (40, 60));
        assert_eq!(png.sha256, webp.sha256);
    }

    #[test]
    fn transparency_is_laid_on_white() {
        let clear = DynamicImage::ImageRgba8(RgbaImage::new(8, 8));
        let picture = prepare(&encode(&clear, ImageFormat::Png)).unwrap();
        let back = image::load_from_memory(&picture.bytes).unwrap().to_rgb8();
        assert!(back.pixels().all(|p| p.0.iter().all(|&c| c > 245)));
    }

    #[test]
    fn bad_files_are_refused() {
        assert_eq!(prepare(b"").unwrap_err(), Refusal::Empty);
        assert_eq!(
            prepare(b"just some words, not a picture").unwrap_err(),
            Refusal::NotAPicture
        );
        // A BMP is a picture, but not one of the four formats.
        let mut bmp = b"BM".to_vec();
        bmp.extend([0u8; 60]);
        assert_eq!(prepare(&bmp).unwrap_err(), Refusal::NotAPicture);
        assert_eq!(
            prepare(&vec![0u8; MAX_FILE_BYTES + 1]).unwrap_err(),
            Refusal::TooManyBytes
        );
        let png = encode(&sample(64, 96), ImageFormat::Png);
        assert_eq!(
            prepare(&png[..png.len() / 2]).unwrap_err(),
            Refusal::Damaged
        );
    }

    #[test]
    fn too_many_pixels_are_refused_from_the_header() {
        // A real PNG header announcing 8000×6000, with pixel data for none of them: refused
        // without decoding.
        let mut png = Vec::new();
        image::codecs::png::PngEncoder::new(&mut png)
            .write_image(&[0, 0, 0], 1, 1, image::ExtendedColorType::Rgb8)
            .unwrap();
        let ihdr = &mut png[16..24];
        ihdr[..4].copy_from_slice(&8000u32.to_be_bytes());
        ihdr[4..].copy_from_slice(&6000u32.to_be_bytes());
        let crc = crc32(&png[12..29]);
        png[29..33].copy_from_slice(&crc.to_be_bytes());
        assert_eq!(
            prepare(&png).unwrap_err(),
            Refusal::TooManyPixels {
                width: 8000,
                height: 6000
            }
        );
    }

    /// PNG's chunk checksum (CRC-32, ISO 3309).
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = 0xffff_ffffu32;
        for &byte in bytes {
            crc ^= u32::from(byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xedb8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }

    /// A PNG that says it holds `width`×`height` pixels of 16-bit RGBA, with almost no data:
    /// the shape of a picture made to take the server's memory.
    fn png_claiming(width: u32, height: u32) -> Vec<u8> {
        fn crc(bytes: &[u8]) -> u32 {
            let mut crc = 0xffff_ffffu32;
            for &byte in bytes {
                crc ^= u32::from(byte);
                for _ in 0..8 {
                    crc = if crc & 1 == 1 {
                        (crc >> 1) ^ 0xedb8_8320
                    } else {
                        crc >> 1
                    };
                }
            }
            !crc
        }
        fn chunk(out: &mut Vec<u8>, kind: &[u8], data: &[u8]) {
            out.extend((data.len() as u32).to_be_bytes());
            let start = out.len();
            out.extend(kind);
            out.extend(data);
            let sum = crc(&out[start..]);
            out.extend(sum.to_be_bytes());
        }
        let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut header = Vec::new();
        header.extend(width.to_be_bytes());
        header.extend(height.to_be_bytes());
        // 16 bits, RGBA, deflate, no filter, no interlace.
        header.extend([16, 6, 0, 0, 0]);
        chunk(&mut out, b"IHDR", &header);
        // A few bytes of a zlib stream: whatever a decoder would inflate from it.
        chunk(
            &mut out,
            b"IDAT",
            &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01],
        );
        chunk(&mut out, b"IEND", &[]);
        out
    }

    #[test]
    fn a_picture_made_to_take_memory_is_refused_from_its_header() {
        // 6300×6300 at 16 bits per RGBA channel: 318 MB once decoded.
        assert_eq!(
            prepare(&png_claiming(6300, 6300)).err(),
            Some(Refusal::TooBigToDecode)
        );
        // A side longer than any photo's.
        assert!(prepare(&png_claiming(20_000, 10)).is_err());
        // The header's claim is all it takes: the same file, small, is only damaged.
        assert_eq!(prepare(&png_claiming(8, 8)).err(), Some(Refusal::Damaged));
    }
}
