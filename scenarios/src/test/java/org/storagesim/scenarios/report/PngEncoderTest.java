package org.storagesim.scenarios.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.Random;
import javax.imageio.ImageIO;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.junit.jupiter.api.Test;

/** The encoder's files decode, with an independent decoder (ImageIO's), to exactly the pixels drawn. */
class PngEncoderTest {

    @Property(tries = 200)
    void anyImageDecodesToItsOwnPixels(@ForAll @IntRange(min = 1, max = 70) int width,
            @ForAll @IntRange(min = 1, max = 70) int height, @ForAll long seed) throws IOException {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Random random = new Random(seed);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                // Runs of one colour, as in a chart, between random pixels, so every filter
                // difference (zero, small, wrapping below zero) occurs.
                image.setRGB(x, y, random.nextInt(4) == 0 ? random.nextInt(1 << 24) : 0xffffff);
            }
        }
        assertArrayEquals(pixels(image), pixels(decode(encode(image))));
    }

    @Test
    void aChartDecodesToItsOwnPixelsTheSameBytesEveryTime() throws IOException {
        XYSeries line = new XYSeries("line");
        for (int i = 0; i < 100; i++) {
            line.add(i, Math.sqrt(i));
        }
        XYPlot plot = new XYPlot(new XYSeriesCollection(line), new NumberAxis("x"), new NumberAxis("y"),
                ChartStyle.lines(true));
        BufferedImage chart = ChartStyle.chart("a chart", plot).createBufferedImage(ChartStyle.WIDTH,
                ChartStyle.HEIGHT, BufferedImage.TYPE_INT_RGB, null);
        byte[] png = encode(chart);
        BufferedImage decoded = decode(png);
        assertEquals(ChartStyle.WIDTH, decoded.getWidth());
        assertEquals(ChartStyle.HEIGHT, decoded.getHeight());
        assertArrayEquals(pixels(chart), pixels(decoded));
        assertArrayEquals(png, encode(chart));
    }

    @Test
    void anImageWithAnAlphaChannelIsRefused() {
        BufferedImage translucent = new BufferedImage(4, 4, BufferedImage.TYPE_INT_ARGB);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PngEncoder.write(translucent, new ByteArrayOutputStream()));
        assertEquals("a PNG is written from an opaque RGB image (TYPE_INT_RGB), not type 2", e.getMessage());
    }

    private static byte[] encode(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PngEncoder.write(image, out);
        return out.toByteArray();
    }

    private static BufferedImage decode(byte[] png) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    /** The colour of every pixel, row by row, without alpha. */
    private static int[] pixels(BufferedImage image) {
        int[] rgb = image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
        return Arrays.stream(rgb).map(p -> p & 0xffffff).toArray();
    }
}
